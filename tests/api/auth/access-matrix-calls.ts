/**
 * The calls of the access matrix (tests/api/auth/access-matrix.test.ts) and the owner's records they aim at:
 * each call is tried by every caller that is not the owner and must be refused.
 */
import { eventBody } from '../../support/event-fixtures';
import { orderPayload } from '../../support/payloads';

/** The owner's records the callers aim at. */
export interface Targets {
  userId: number;
  addressId: number;
  /** A logged-in customer's order awaiting payment. */
  order: { id: number; ecode: string };
  /** An anonymous visitor's order. */
  anonOrder: { id: number; ecode: string };
  /** An order whose stored price is zero. */
  freeOrder: { id: number };
  /** The owner's paid order that owes the difference of a coupon it lost (issue 23). */
  balanceOrder: { id: number };
  /** An order of agent licence TA-INV, placed by that agent's own account. */
  agentOrder: { id: number };
  /**
   * A ride on a PO that agency TA-1 (which pays its own bookings by card) pays for, placed by a TA-1
   * agent account: invoiced to the agency by its owner only (issue 23).
   */
  agentPaidOrder: { id: number; token: string };
  /** The owner's paid order whose ride is over: feedback may be left on it, by the owner only. */
  rideOrder: { id: number };
  /** An approved organiser with a published event and a draft (issue 11). */
  organiserId: number;
  eventId: number;
  draftId: number;
}

/** One call of the matrix: its name and how to make it with a token. */
export interface Call {
  name: string;
  path: () => string;
  method?: 'GET' | 'POST';
  body?: () => Record<string, unknown>;
}

/** The calls of the matrix, aimed at the records `target()` answers once they exist. */
export function matrixCalls(target: () => Targets): Call[] {
  return [
    { name: 'read the user', path: () => `/billousers/leesuserid/${target().userId}` },
    {
      name: 'change the user',
      path: () => '/billousers/edituser',
      method: 'POST',
      body: () => ({ id: target().userId, firstname: 'Mallory', phone: '+32470999999' }),
    },
    {
      name: "change the user's e-mail address",
      path: () => '/billousers/edituser',
      method: 'POST',
      body: () => ({
        idaccount: target().userId,
        email: 'mallory@evil.example',
        password: 'lange-kerstboom-9',
      }),
    },
    {
      name: 'add an address to the user',
      path: () => '/billousers/newaddress',
      method: 'POST',
      body: () => ({
        idaccount: target().userId,
        street: 'Veldstraat',
        streetnr: '2',
        zip: '9000',
        city: 'Gent',
      }),
    },
    {
      name: 'change an address',
      path: () => '/billousers/editaddress',
      method: 'POST',
      body: () => ({ id: target().addressId, street: 'Veldstraat' }),
    },
    {
      name: 'delete an address',
      path: () => '/billousers/deladdress',
      method: 'POST',
      body: () => ({ id: target().addressId }),
    },
    { name: 'read an order', path: () => `/ordersbillo/${target().order.id}` },
    { name: "read an anonymous visitor's order", path: () => `/ordersbillo/${target().anonOrder.id}` },
    {
      name: "link another account's order by its booking code and e-mail address",
      path: () => '/billousers/linkorder',
      method: 'POST',
      body: () => ({ ecode: target().order.ecode, email: 'tine@example.be' }),
    },
    // Issue 23: the booking code alone took an anonymous booking over; the e-mail address must match too.
    {
      name: "link an anonymous visitor's order by its booking code with a wrong e-mail address",
      path: () => '/billousers/linkorder',
      method: 'POST',
      body: () => ({ ecode: target().anonOrder.ecode, email: 'mallory@evil.example' }),
    },
    {
      name: 'open a payment form (a new attempt that takes coupon uses)',
      path: () => `/payment/form/${target().order.id}`,
    },
    {
      name: 'open a payment form of an anonymous order',
      path: () => `/payment/form/${target().anonOrder.id}`,
    },
    {
      name: 'open a payment form for the difference a paid order owes',
      path: () => `/payment/form/${target().balanceOrder.id}`,
    },
    { name: 'finish an order as free', path: () => `/payment/freeorderok/${target().freeOrder.id}` },
    { name: 'settle an order by invoice', path: () => `/payment/invoiceorderok/${target().agentOrder.id}` },
    {
      name: 'bill an agency for a ride on its PO',
      path: () => `/payment/invoiceorderok/${target().agentPaidOrder.id}`,
    },
    {
      name: 'leave feedback on an order',
      path: () => '/feedback/newfeedback',
      method: 'POST',
      body: () => ({ orderid: target().rideOrder.id, rating: 1, text: 'Mallory was here.', lang: 'en' }),
    },
    {
      name: 'open a booking by its code with a wrong e-mail address',
      path: () => '/billoorders/manage',
      method: 'POST',
      body: () => ({ ecode: target().order.ecode, email: 'mallory@evil.example' }),
    },
    { name: 'read the manage view of an order', path: () => `/billomanage/${target().order.id}` },
    {
      name: 'read the manage view of an anonymous order',
      path: () => `/billomanage/${target().anonOrder.id}`,
    },
    {
      name: "change an order's flight number",
      path: () => `/billomanage/${target().order.id}/change`,
      method: 'POST',
      body: () => ({ vluchtnrheen: 'XX666' }),
    },
    {
      name: 'cancel an order (and get its refund coupon)',
      path: () => `/billomanage/${target().order.id}/cancel`,
      method: 'POST',
      body: () => ({}),
    },
    // Issue 27: changing an order in place, priced or for real, with a valid change of another's order.
    {
      name: 'price a change of an order',
      path: () => `/billomanage/${target().order.id}/revise/quote`,
      method: 'POST',
      body: () => ({ order: orderPayload({ pax: 3, totaleprijs: 1 }) }),
    },
    {
      name: 'change an order in place',
      path: () => `/billomanage/${target().anonOrder.id}/revise`,
      method: 'POST',
      body: () => ({
        order: orderPayload({ pax: 3, totaleprijs: 1 }),
        idempotency_key: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      }),
    },
    // The change mode's starting draft: every address and contact field of the order.
    {
      name: 'read the order as the change mode starts from it',
      path: () => `/billomanage/${target().anonOrder.id}/revise/draft`,
    },
    {
      name: 'cancel an anonymous order',
      path: () => `/billomanage/${target().anonOrder.id}/cancel`,
      method: 'POST',
      body: () => ({}),
    },
    // The refund choice after an operator's cancellation (issue 23): the e-mailed secret is the authority.
    {
      name: 'choose a refund to the card without the e-mailed link',
      path: () => '/refund-choice/choose',
      method: 'POST',
      body: () => ({ token: `${target().order.id}`, choice: 'card', order: target().order.id }),
    },
    {
      name: 'read a refund choice without the e-mailed link',
      path: () => '/refund-choice/view',
      method: 'POST',
      body: () => ({ token: target().order.ecode }),
    },
    { name: "download an order's receipt", path: () => `/billomanage/${target().order.id}/receipt` },
    { name: "download an order's credit note", path: () => `/billomanage/${target().order.id}/credit-note` },
    { name: "download an order's calendar", path: () => `/billomanage/${target().order.id}/calendar` },
    // Issue 23: a download link is signed only after the ownership check, and a file needs its link.
    {
      name: "get a signed link to an order's receipt",
      path: () => `/billomanage/${target().order.id}/link`,
      method: 'POST',
      body: () => ({ file: 'receipt' }),
    },
    {
      name: "get a signed link to an anonymous order's calendar",
      path: () => `/billomanage/${target().anonOrder.id}/link`,
      method: 'POST',
      body: () => ({ file: 'calendar' }),
    },
    { name: 'download a receipt without a signed link', path: () => `/files/receipt/${target().order.id}` },
    // The organiser's records: its account, its draft and its events (issue 11).
    {
      name: "read an organiser's account",
      path: () => `/billoeventaccounts/leesuserid/${target().organiserId}`,
    },
    { name: "read an organiser's draft event", path: () => `/billoevents/leeseventdata/${target().draftId}` },
    {
      name: "edit an organiser's event",
      path: () => '/billoevents/editevent',
      method: 'POST',
      body: () => ({ id: target().eventId, ...eventBody({ namen: { nl: 'Gekaapt' } }) }),
    },
    {
      name: "withdraw an organiser's event",
      path: () => '/billoevents/withdrawevent',
      method: 'POST',
      body: () => ({ id: target().eventId }),
    },
    {
      name: 'publish a draft event',
      path: () => '/billoevents/editevent',
      method: 'POST',
      body: () => ({ id: target().draftId, ...eventBody() }),
    },
  ];
}
