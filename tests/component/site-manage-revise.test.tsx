/**
 * The manage page's "Change booking" (issue 27) against the real server: the button follows the view's
 * `actions.revise`; pressing it reads the order as it stands (`GET billomanage/{id}/revise/draft`, the
 * manage key in its header), stores the wizard's change-mode draft in this tab and embeds the real
 * `<transfer-booking>` in change mode, prefilled. The key never reaches the address bar.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY_PREFIX, SESSION_KEYS, login } from '../../client';
import AccountIsland from '../../site/src/islands/AccountIsland';
import ManageIsland from '../../site/src/islands/ManageIsland';
import { at } from '../../site/src/utils/account-i18n';
import { accountHttp } from '../../site/src/utils/account-session';
import { defineTransferBooking } from '../../widget/element';
import { orderPayload, quotedTotal, returnLeg } from '../support/order-fixtures';
import { fill, registerUser, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/manage');

/**
 * Books a round trip through the API, anonymously or as the holder of `asToken`, and gives it status
 * `standing` (paid unless told); gives its id, receipt number, booking code and e-mail address.
 */
async function paidOrder(asToken?: string, standing = 'paid') {
  const anon = await ctx.server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  const token = asToken ?? (anon.body.access_token as string);
  const payload = orderPayload({ heenterug: 'HT', ...returnLeg(), skis: 1, remarks: 'Two cats', pax: 3 });
  const { status, body } = await ctx.server.api('/billoprice/neworder', {
    token,
    json: { ...payload, totaleprijs: await quotedTotal(ctx.server, token, payload) },
  });
  expect(status).toBe(201);
  const id = Number(body.data.ID);
  await ctx.server.ctx.db.query(`UPDATE orders SET status = $2 WHERE id = $1`, [id, standing]);
  return {
    id,
    bonnr: String(body.data.BONNR),
    ecode: String(body.data.ECODE),
    email: String(payload.emailklant),
    token,
  };
}

/** Opens the order on the manage page by its code and e-mail address, as its customer does. */
async function openOnPage(order: { ecode: string; email: string }) {
  render(<ManageIsland lang="en" />);
  fill(at('en', 'acc.manage.code'), order.ecode);
  fill(at('en', 'acc.manage.email'), order.email);
  fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.manage.open') }));
  return screen.findByRole('button', { name: at('en', 'acc.manage.revise') });
}

/** Whether the server's view offers the change (`actions.revise`), read as the owner. */
async function serverOffersRevise(order: { id: number; token: string }): Promise<boolean> {
  const { body } = await ctx.server.api(`/billomanage/${order.id}`, { token: order.token });
  return body.data.actions.revise === true;
}

describe('ManageIsland: Change booking', () => {
  it('offers the change exactly when the view allows it, with a hint saying what it changes', async () => {
    const order = await paidOrder();
    const button = (await openOnPage(order)) as HTMLButtonElement;
    const open = await serverOffersRevise(order);
    expect(open).toBe(true);
    expect(button.disabled).toBe(!open);
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(at('en', open ? 'acc.manage.reviseHint' : 'acc.manage.reviseClosed'));
    // The old "cancel and book again" is gone: a change no longer cancels the booking.
    expect(screen.queryByRole('button', { name: /book again/i })).toBeNull();
  });

  it('hands the order as it stands to the wizard in change mode, the key kept out of the address', async () => {
    const order = await paidOrder();
    const button = await openOnPage(order);
    // Waits on branch `revise`: the view's actions.revise.
    expect(await serverOffersRevise(order)).toBe(true);
    defineTransferBooking();
    fireEvent.click(button);
    const heading = await screen.findByRole('heading', { name: at('en', 'acc.manage.reviseTitle') });
    expect(document.activeElement).toBe(heading);
    const el = document.querySelector('transfer-booking');
    expect(el?.getAttribute('draft-key')).toBe(`revise-${order.id}`);
    const stored = JSON.parse(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}revise-${order.id}`) ?? 'null');
    expect(stored.version).toBe(2);
    const { draft, revision } = stored.state;
    expect(revision).toMatchObject({ orderId: order.id, code: order.ecode });
    expect(revision.key).toMatch(/.{16,}/);
    expect(location.href).not.toContain(revision.key);
    expect(draft).toMatchObject({
      departure: true,
      arrival: true,
      pickupAddress: { street: 'Korenmarkt', nr: '1', postal: '9000' },
      airportDeparture: 'BRU',
      flightDeparture: 'SN2153',
      departureTime: '10:30',
      pax: 3,
      skis: 1,
      remarks: 'Two cats',
      firstName: 'Jan',
      lastName: 'Janssens',
      email: 'jan@example.be',
      phone: '+32470123456',
      type: 'COMFORT',
    });
    expect(draft.retourDate).toBe(String(returnLeg().datumterug));
    // The real wizard starts in change mode: its banner names the booking.
    await waitFor(() => expect(el?.shadowRoot?.textContent).toContain(order.ecode), { timeout: 15_000 });

    // Giving the change up removes the tab's copy of the key.
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.manage.reviseStop') }));
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}revise-${order.id}`)).toBeNull();
    expect(document.querySelector('transfer-booking')).toBeNull();
    // Focus returns to the button that opened the wizard.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("the account's list links each standing booking with a ride ahead to its change", async () => {
    const user = await registerUser(ctx.server);
    await login(accountHttp(), user.username, user.password);
    const token = localStorage.getItem(SESSION_KEYS.token)!;
    const paid = await paidOrder(token);
    const unpaid = await paidOrder(token, 'awaiting_payment');
    render(<AccountIsland lang="en" navigate={() => undefined} />);
    const link = await screen.findByRole('link', { name: `${at('en', 'acc.orders.change')} ${paid.bonnr}` });
    expect(link.getAttribute('href')).toBe(`/en/manage?order=${paid.id}&change=1`);
    await screen.findByText(unpaid.bonnr);
    expect(
      screen.queryByRole('link', { name: `${at('en', 'acc.orders.change')} ${unpaid.bonnr}` }),
    ).toBeNull();
  });
});
