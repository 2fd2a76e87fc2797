/**
 * Issue 23 in the wizard: a ride on a PO that the travel agency pays for is invoiced to the agency.
 * The logged-in agent of a licence whose own bookings are paid by card sees the ride's price as
 * invoiced to the agency (no "free" wording, no €0), and Book settles it by invoice, not by the card
 * payment page and not as a free order.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { createAgentUser } from '../../server/cli/agency-commands';
import { upsertAgent, upsertPo } from '../../server/data/agents/agents-repo';
import { CLIENT_ID, SESSION_KEYS } from '../../client';
import { WIDGET_TEXTS } from '../support/widget-texts';
import {
  MESSAGES,
  calledUrls,
  fillAddresses,
  fillPerson,
  fillStart,
  renderWizard,
  type,
  useTestServer,
} from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;
const x = WIDGET_TEXTS.en;
const today = () => brusselsToday(new Date());
const euros = (text: string) => Number(/€\s?([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(',', '') ?? NaN);

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

describe('a ride on a PO its agency pays for', () => {
  it('shows the price invoiced to the agency and books it by invoice, not by card', async () => {
    const db = server().ctx.db;
    await upsertAgent(db, {
      licence: 'LIC-CARD',
      uid: 'u9',
      name: 'Card Travel',
      email: 'card@example.be',
      paymentMethod: 'ONLINE',
    });
    await upsertPo(db, {
      code: 'PO-CARD-PAID',
      agentLicence: 'LIC-CARD',
      campaign: null,
      paidByAgent: true,
      businessDiscountPercent: 0,
      comfortDiscountPercent: 0,
      validFrom: addDays(today(), -1),
      validUntil: addDays(today(), 365),
    });
    const username = `desk-${Date.now()}@card.be`;
    await createAgentUser(db, { licence: 'LIC-CARD', email: username, password: 'reisbureau-kompas-42' });
    await logIn(username, 'reisbureau-kompas-42');
    const spy = vi.spyOn(globalThis, 'fetch');
    const wizard = await renderWizard({ talic: 'LIC-CARD', uid: 'u9', taname: 'Card Travel' });
    await fillStart();
    await fillAddresses();
    type(screen.getByRole('textbox', { name: m['overview.po'] }), 'PO-CARD-PAID');
    await waitFor(() => expect(screen.getByTestId('po-message').textContent).toBe(x['po.valid']), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getAllByText(x['ov.agentPays']).length).toBeGreaterThan(0));
    const leg = euros(screen.getByTestId('pay-heen').textContent ?? '');
    expect(leg).toBeGreaterThan(0);
    expect(leg).toBe(euros(screen.getByTestId('gross-heen').textContent ?? ''));
    expect(wizard.events['tb-price'].at(-1)?.total).toBeGreaterThan(0);
    await fillPerson();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${m['nav.book']}$`) }));
    await waitFor(() => expect(wizard.leave.navigate).toHaveBeenCalledTimes(1));
    expect(String(wizard.leave.navigate.mock.calls[0]?.[0])).toMatch(/order-confirmed\?.*via=invoice/);
    expect(wizard.leave.postForm).not.toHaveBeenCalled();
    const booked = wizard.events['tb-booked'][0];
    expect(booked?.route).toBe('invoice');
    expect(booked?.total).toBeGreaterThan(0);
    expect(calledUrls(spy).filter((u) => /freeorderok|checkpaymentmethode|payment\/form/.test(u))).toEqual(
      [],
    );
    const { rows } = await db.query<{ status: string; total_cents: number; po: string }>(
      'SELECT status, total_cents, po FROM orders WHERE id = $1',
      [booked?.orderId],
    );
    expect(rows[0]).toMatchObject({ status: 'invoiced', po: 'PO-CARD-PAID' });
    expect(rows[0]!.total_cents).toBeGreaterThan(0);
  });
});
