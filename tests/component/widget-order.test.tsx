/**
 * The order flow of SPEC 4 against the real server: free orders, invoice agents and the card hand-off
 * (the hidden form posted by widget/navigation.ts), the busy state, a refused save, the idempotency key
 * and the warning dialog before booking.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { createAgentUser } from '../../server/cli/agency-commands';
import { upsertAgent } from '../../server/data/agents/agents-repo';
import { upsertCoupon } from '../../server/data/coupons/coupons-repo';
import { navigate, postForm } from '../../widget/navigation';
import { CLIENT_ID, DRAFT_KEY_PREFIX, readSession, SESSION_KEYS } from '../../client';
import { transition } from '../../server/payment/state';
import {
  MESSAGES,
  field,
  fillAddresses,
  fillPerson,
  fillStart,
  fillToBook,
  inputDate,
  type Lang,
  renderWizard,
  stepShown,
  type,
  useTestServer,
  type Wizard,
} from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;
const today = () => brusselsToday(new Date());

/** Creates a coupon in the database; `percent` 100 makes every price zero. */
async function coupon(code: string, percent: number, maxUses: number | null = null) {
  await upsertCoupon(server().ctx.db, {
    code,
    campaign: 'TEST',
    kind: 'campaign',
    amountCents: null,
    percent,
    validFrom: addDays(today(), -1),
    validUntil: addDays(today(), 365),
    maxUses,
  });
}

/** Adds a coupon through the overview's popup and waits for the price that includes it. */
async function addCoupon(wizard: Wizard, code: string, texts: (typeof MESSAGES)[Lang] = m) {
  const priced = wizard.events['tb-price'].length;
  fireEvent.click(screen.getByRole('button', { name: texts['overview.addCoupon'] }));
  const input = await screen.findByRole('textbox', { name: texts['coupon.code'] });
  type(input, code);
  await screen.findByText(texts['coupon.valid']);
  fireEvent.click(screen.getByRole('button', { name: texts['coupon.add'] }));
  await waitFor(() => expect(wizard.events['tb-price'].length).toBeGreaterThan(priced));
}

const bookButton = (texts: (typeof MESSAGES)[Lang] = m) =>
  screen.getByRole('button', { name: new RegExp(`^(${texts['nav.book']}|${texts['nav.booking']})$`) });

/** Stores the agent LIC-INV, which settles by invoice. */
function invoiceAgent() {
  return upsertAgent(server().ctx.db, {
    licence: 'LIC-INV',
    uid: 'u1',
    name: 'Invoice Travel',
    email: 'invoice@example.be',
    paymentMethod: 'INVOICE',
  });
}

/** Logs in with the password grant and stores the session as the site's login does. */
async function logIn(username: string, password: string) {
  const { body } = await server().api('/token', {
    json: { client_id: CLIENT_ID, grant_type: 'password', username, password },
  });
  localStorage.setItem(SESSION_KEYS.token, body.access_token);
  localStorage.setItem(SESSION_KEYS.refreshToken, body.refresh_token);
  localStorage.setItem(SESSION_KEYS.expiresAt, String(Date.now() + body.expires_in * 1000));
  localStorage.setItem(SESSION_KEYS.userId, String(body.userId));
  localStorage.setItem(SESSION_KEYS.userName, body.userName);
  localStorage.setItem(SESSION_KEYS.agentLicence, body.agent_licence ?? '');
}

async function orderCount(): Promise<number> {
  const { rows } = await server().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return rows[0]?.n ?? 0;
}

describe('order flow', () => {
  it('finishes a free order and navigates to its redirect; the draft is cleared', async () => {
    await coupon('FREE100', 100);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const wizard = await renderWizard({ draftKey: 'free' }, { leave: { navigate, postForm } });
    await fillStart();
    await fillAddresses();
    await addCoupon(wizard, 'FREE100');
    // A price asked before the coupon was added may still arrive first on a busy machine.
    await waitFor(() => expect(wizard.events['tb-price'].at(-1)?.total).toBe(0));
    await fillPerson();
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}free`)).not.toBeNull();
    fireEvent.click(bookButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = String(assign.mock.calls[0]?.[0]);
    expect(url).toMatch(/order-confirmed/);
    const booked = wizard.events['tb-booked'];
    expect(booked).toEqual([{ orderId: expect.any(Number), route: 'free', total: 0 }]);
    const { rows } = await server().ctx.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1',
      [booked[0]?.orderId],
    );
    expect(rows[0]?.status).toBe('free');
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}free`)).toBeNull();
  });

  it('finishes an order of the logged-in agent of a licence that pays by invoice', async () => {
    await invoiceAgent();
    const username = `desk-${Date.now()}@invoice.be`;
    await createAgentUser(server().ctx.db, {
      licence: 'LIC-INV',
      email: username,
      password: 'reisbureau-kompas-42',
    });
    await logIn(username, 'reisbureau-kompas-42');
    const wizard = await renderWizard({ talic: 'LIC-INV', uid: 'u1', taname: 'Invoice Travel' });
    await fillToBook();
    expect(screen.queryByTestId('agent-card-notice')).toBeNull();
    fireEvent.click(bookButton());
    await waitFor(() => expect(wizard.leave.navigate).toHaveBeenCalledTimes(1));
    expect(String(wizard.leave.navigate.mock.calls[0]?.[0])).toMatch(/order-confirmed/);
    expect(wizard.leave.postForm).not.toHaveBeenCalled();
    expect(wizard.events['tb-booked'][0]?.route).toBe('invoice');
    expect(wizard.events['tb-booked'][0]?.total).toBeGreaterThan(0);
  });

  it.each(['nl', 'fr', 'en'] as const)(
    'sends an agent link without the agent login to card payment, saying so before Book (%s)',
    async (lang) => {
      await invoiceAgent();
      const spy = vi.spyOn(globalThis, 'fetch');
      const wizard = await renderWizard({ lang, talic: 'LIC-INV', uid: 'u1', taname: 'Invoice Travel' });
      await fillToBook({ lang });
      expect(screen.getByTestId('agent-card-notice').textContent).toBe(MESSAGES[lang]['person.agentCard']);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${MESSAGES[lang]['nav.book']}$`) }));
      await waitFor(() => expect(wizard.leave.postForm).toHaveBeenCalledTimes(1));
      expect(wizard.leave.navigate).not.toHaveBeenCalled();
      expect(wizard.events['tb-booked'][0]?.route).toBe('payment');
      const urls = spy.mock.calls.map((c) => (c[0] instanceof Request ? c[0].url : String(c[0])));
      expect(urls.filter((u) => /invoiceorderok|checkpaymentmethode/.test(u))).toEqual([]);
    },
  );

  it('posts the prepared payment form for a card payment, disabling Book and Previous meanwhile', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const wizard = await renderWizard({}, { leave: { navigate: vi.fn(), postForm } });
    await fillToBook();
    const before = await orderCount();
    bookButton().focus();
    fireEvent.click(bookButton());
    // While the order runs: both buttons are disabled and Book says so.
    expect((bookButton() as HTMLButtonElement).disabled).toBe(true);
    expect(bookButton().textContent).toBe(m['nav.booking']);
    expect(bookButton().getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: m['nav.previous'] }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // A second press while it runs places nothing more.
    fireEvent.submit(bookButton().closest('form') as HTMLFormElement);

    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0] as HTMLFormElement;
    const orderId = wizard.events['tb-booked'][0]?.orderId;
    expect(wizard.events['tb-booked'][0]?.route).toBe('payment');
    const prepared = await server().api(`/payment/form/${orderId}?lang=en`, { token: readSession().token });
    expect(prepared.status).toBe(200);
    expect(form.action).toBe(prepared.body.data.action);
    expect(form.method.toLowerCase()).toBe('post');
    expect(form.hidden).toBe(true);
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));
    expect(fields).toEqual(prepared.body.data.fields);
    expect(fields.ORDERID).toBeTruthy();
    expect(Number(fields.AMOUNT)).toBe(Math.round((wizard.events['tb-booked'][0]?.total ?? 0) * 100));
    expect(await orderCount()).toBe(before + 1);
    expect(wizard.events['tb-step'].at(-1)).toEqual({ step: 4, name: 'payment' });
  });

  it('shows a refused save as an alert and tb-error, stops loading, and keeps one order per draft', async () => {
    await coupon('ONCE1', 10, 1);
    const wizard = await renderWizard();
    await fillStart();
    await fillAddresses();
    await addCoupon(wizard, 'ONCE1');
    await fillPerson();
    // Someone else uses the last use of the coupon before this customer books.
    await server().ctx.db.query(`UPDATE coupons SET use_count = 1 WHERE code = 'ONCE1'`);
    const spy = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(bookButton());
    await waitFor(() => expect(wizard.events['tb-error']).toHaveLength(1));
    expect(wizard.events['tb-error'][0]?.action).toBe('book');
    // The role=alert region stays in the DOM (empty) so that screen readers announce what is put in it.
    const alert = () => document.querySelector('[role="alert"]')?.textContent;
    await waitFor(() => expect(alert()).toBe(wizard.events['tb-error'][0]?.message));
    // The customer reads the interface's own text for a used-up coupon (409 coupon_used_up, issue 24);
    // the server's sentence stays out of sight.
    expect(alert()).toBe(m['api.couponUsedUp']);
    expect(document.querySelector('[role="alert"]')?.getAttribute('data-detail')).toMatch(/ONCE1/);
    await waitFor(() => expect((bookButton() as HTMLButtonElement).disabled).toBe(false));
    expect(bookButton().textContent).toBe(m['nav.book']);
    expect(wizard.leave.postForm).not.toHaveBeenCalled();

    // The used-up coupon left the draft, and Book pressed again: a changed draft is a new order, placed once.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove coupon ONCE1' })).toBeNull());
    const before = await orderCount();
    fireEvent.click(bookButton());
    await waitFor(() => expect(wizard.leave.postForm).toHaveBeenCalledTimes(1));
    expect(alert()).toBe('');
    const keys = spy.mock.calls
      .map((c) => c[0] as Request)
      .filter((r) => r.url.endsWith('/neworder'))
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await orderCount()).toBe(before + 1);
  });

  it.each(['nl', 'fr'] as const)(
    "shows a refused save in %s only, without the server's English sentence",
    async (lang) => {
      const texts = MESSAGES[lang];
      const code = `ONCE${lang.toUpperCase()}`;
      await coupon(code, 10, 1);
      const wizard = await renderWizard({ lang });
      await fillStart({ lang });
      await fillAddresses({ lang });
      await addCoupon(wizard, code, texts);
      await fillPerson(lang);
      // Someone else uses the last use of the coupon; the server refuses with an English sentence.
      await server().ctx.db.query(`UPDATE coupons SET use_count = 1 WHERE code = $1`, [code]);
      fireEvent.click(bookButton(texts));
      await waitFor(() => expect(wizard.events['tb-error']).toHaveLength(1));
      const alert = document.querySelector('[role="alert"]');
      await waitFor(() => expect(alert?.textContent).toBe(texts['api.couponUsedUp']));
      expect(wizard.events['tb-error'][0]?.message).toBe(texts['api.couponUsedUp']);
      expect(alert?.getAttribute('data-detail')).toContain(code);
    },
  );

  it('replays the same order when Book is pressed again for an unchanged draft (back from payment)', async () => {
    const first = await renderWizard({ draftKey: 'again' });
    await fillToBook();
    fireEvent.click(bookButton());
    await waitFor(() => expect(first.leave.postForm).toHaveBeenCalledTimes(1));
    const orderId = first.events['tb-booked'][0]?.orderId;
    const before = await orderCount();
    first.unmount();

    // Back from the payment page: the wizard resumes at step 3 with the same draft and key.
    const second = await renderWizard({ draftKey: 'again' }, { waitFor: m['person.heading'] });
    await stepShown('person.heading');
    fireEvent.click(bookButton());
    await waitFor(() => expect(second.leave.postForm).toHaveBeenCalledTimes(1));
    expect(second.events['tb-booked'][0]?.orderId).toBe(orderId);
    expect(await orderCount()).toBe(before);
  });
});

describe('a new payment attempt whose coupon is gone', () => {
  it('asks to book again at the new price, without the used-up coupon, and then places a new order', async () => {
    await coupon('ONCE-BACK', 10, 1);
    const first = await renderWizard({ draftKey: 'gone' });
    await fillStart();
    await fillAddresses();
    await addCoupon(first, 'ONCE-BACK');
    await fillPerson();
    fireEvent.click(bookButton());
    await waitFor(() => expect(first.leave.postForm).toHaveBeenCalledTimes(1));
    const orderId = first.events['tb-booked'][0]?.orderId;
    const discounted = first.events['tb-booked'][0]?.total ?? 0;
    first.unmount();
    // The payment is canceled (the use is given back) and another booking takes the last use.
    await server().ctx.db.transaction((tx) => transition(tx, orderId!, 'payment_cancelled', 'provider'));
    await server().ctx.db.query(`UPDATE coupons SET use_count = 1 WHERE code = 'ONCE-BACK'`);

    // Back from the payment page, Book asks for a new attempt at the old order: refused.
    const second = await renderWizard({ draftKey: 'gone' }, { waitFor: m['person.heading'] });
    await stepShown('person.heading');
    fireEvent.click(bookButton());
    await waitFor(() => expect(second.events['tb-error']).toHaveLength(1));
    expect(second.events['tb-error'][0]?.message).toBe(m['api.couponUsedUp']);
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(m['api.couponUsedUp']),
    );
    expect(second.leave.postForm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove coupon ONCE-BACK' })).toBeNull());

    fireEvent.click(bookButton());
    await waitFor(() => expect(second.leave.postForm).toHaveBeenCalledTimes(1));
    const booked = second.events['tb-booked'][0];
    expect(booked?.orderId).not.toBe(orderId);
    expect(booked?.total).toBeGreaterThan(discounted);
  });
});

describe('warning before booking', () => {
  it('asks about zero suitcases: No closes and returns focus, focus stays inside, Yes books', async () => {
    const wizard = await renderWizard();
    await fillStart();
    await fillAddresses();
    type(field(m['extras.koffers']), '0');
    await fillPerson();
    bookButton().focus();
    fireEvent.click(bookButton());
    const dialog = await screen.findByRole('alertdialog', { name: m['warning.title'] });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain(m['warning.noSuitcases']);
    const no = screen.getByRole('button', { name: m['warning.no'] });
    const yes = screen.getByRole('button', { name: m['warning.yes'] });
    expect(document.activeElement).toBe(no);
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    yes.focus();
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(document.activeElement).toBe(no);
    fireEvent.keyDown(no, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(yes);
    fireEvent.click(screen.getByRole('button', { name: m['warning.no'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(bookButton());
    expect(wizard.leave.postForm).not.toHaveBeenCalled();

    fireEvent.click(bookButton());
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: m['warning.yes'] }));
    await waitFor(() => expect(wizard.leave.postForm).toHaveBeenCalledTimes(1));
  });

  it('asks about departure and return on the same date', async () => {
    await renderWizard();
    await fillStart();
    await fillAddresses();
    fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
    await stepShown('addresses.heading');
    fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
    await stepShown('start.heading');
    // Both dates are step 0's (issue 31), where the pair is questioned at once.
    type(field(m['start.returnDate']), inputDate(10));
    expect(screen.getByText(m['start.sameDay'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m['nav.next'] }));
    await stepShown('addresses.heading');
    fireEvent.click(screen.getByRole('button', { name: m['nav.next'] }));
    await stepShown('extras.heading');
    await fillPerson();
    fireEvent.click(bookButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(m['warning.sameDates']);
    expect(dialog.textContent).not.toContain(m['warning.noSuitcases']);
  });
});
