/**
 * The back office's pickup-time wishes (issue 27) against a real server, in nl, fr and en: the open
 * list passes axe, the dispatcher refuses one wish with a reason and accepts another, and the order's
 * pickup time follows.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { login } from '../../client';
import { addDays, brusselsToday } from '../../core';
import { createStaffUser } from '../../server/cli/staff-commands';
import { askPickupWish } from '../../server/manage/pickup-wish-service';
import PickupWishPanel from '../../site/src/islands/backoffice/PickupWishPanel';
import { accountHttp } from '../../site/src/utils/account-session';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { book } from '../support/manage-helpers';
import { useSiteServer } from './site-support';

/** Collapses white space (French narrow no-break spaces too) as Testing Library does with the page's text. */
const norm = (text: string) => text.replace(/\s+/g, ' ');

const ctx = useSiteServer('/backoffice');
let made = 0;

/** Runs axe on the page (happy-dom has no layout, so colour contrast is the browser test's). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A paid departure 10 days out picked up at 08:00, with the customer's open wish for `time`. */
async function wished(time: string) {
  const order = await book(ctx.server);
  await ctx.server.ctx.db.query(
    `UPDATE orders SET datumheen = $2, pickup_time_heen = '08:00', uurvluchtheen = '12:00' WHERE id = $1`,
    [order.id, addDays(brusselsToday(new Date()), 10)],
  );
  await askPickupWish(ctx.server.ctx.db, order.id, { leg: 'H', wished: time, note: '' }, new Date());
  return order.id;
}

const pickupOf = async (id: number) =>
  (
    await ctx.server.ctx.db.query<{ t: string }>('SELECT pickup_time_heen AS t FROM orders WHERE id = $1', [
      id,
    ])
  ).rows[0]!.t;

describe.each(['nl', 'fr', 'en'] as const)('the pickup-time wishes in %s', (lang) => {
  it('lists the open wishes accessibly; the dispatcher refuses one with a reason and accepts another', async () => {
    const refused = await wished('08:45');
    const accepted = await wished('07:20');
    const email = `dispatcher-wish${++made}-${Date.now()}@operator.example`;
    await createStaffUser(ctx.server.ctx.db, { email, password: STAFF_PASSWORD, role: 'dispatcher' });
    await login(accountHttp(), email, STAFF_PASSWORD);
    render(<PickupWishPanel lang={lang} />);
    const what = (id: number, time: string) => `${id} ${ot(lang, 'leg.H')} ${time}`;

    const reason = await screen.findByLabelText(
      norm(ot(lang, 'wish.reason', { what: what(refused, '08:45') })),
    );
    expect(await violations()).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Alle wagens zijn dan onderweg.' } });
    fireEvent.click(
      screen.getByRole('button', { name: ot(lang, 'wish.refuse', { what: what(refused, '08:45') }) }),
    );
    await screen.findByText(norm(ot(lang, 'wish.refused')));

    fireEvent.click(
      await screen.findByRole('button', {
        name: ot(lang, 'wish.accept', { what: what(accepted, '07:20') }),
      }),
    );
    await screen.findByText(norm(ot(lang, 'wish.accepted', { time: '07:20' })));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', {
          name: ot(lang, 'wish.accept', { what: what(accepted, '07:20') }),
        }),
      ).toBeNull(),
    );
    expect(await violations()).toEqual([]);
    expect(await pickupOf(accepted)).toBe('07:20');
    expect(await pickupOf(refused)).toBe('08:00');
    const { rows } = await ctx.server.ctx.db.query(
      'SELECT order_id, status, reason FROM pickup_wishes WHERE order_id = ANY($1) ORDER BY order_id',
      [[refused, accepted]],
    );
    expect(rows).toEqual([
      { order_id: refused, status: 'refused', reason: 'Alle wagens zijn dan onderweg.' },
      { order_id: accepted, status: 'accepted', reason: '' },
    ]);
  });
});
