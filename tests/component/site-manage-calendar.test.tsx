/**
 * The manage page offers the calendar file (.ics) only for a booking whose rides take place (core's
 * scheduled group: paid, on invoice, free), never for one still unpaid or cancelled (issue 31); the
 * receipt is offered to all. Against the real server, the booking opened by its code and e-mail address.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, isScheduled } from '../../core';
import ManageIsland from '../../site/src/islands/ManageIsland';
import { at } from '../../site/src/utils/account-i18n';
import { orderPayload, quotedTotal } from '../support/order-fixtures';
import { fill, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/manage');

/** Books an order through the API and gives it `status`; gives its booking code and e-mail address. */
async function orderWith(status: string) {
  const anon = await ctx.server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  const token = anon.body.access_token as string;
  const payload = orderPayload();
  const { status: code, body } = await ctx.server.api('/billoprice/neworder', {
    token,
    json: { ...payload, totaleprijs: await quotedTotal(ctx.server, token, payload) },
  });
  expect(code).toBe(201);
  await ctx.server.ctx.db.query('UPDATE orders SET status = $2 WHERE id = $1', [body.data.ID, status]);
  return { ecode: String(body.data.ECODE), email: String(payload.emailklant) };
}

describe('ManageIsland: the calendar file', () => {
  // Every status but refunded (a cancelled booking's later state, reached through the provider only).
  it.each(ORDER_STATUSES.filter((s) => s !== 'refunded'))(
    'is offered for a %s booking exactly when its rides take place',
    async (status) => {
      const order = await orderWith(status);
      render(<ManageIsland lang="en" />);
      fill(at('en', 'acc.manage.code'), order.ecode);
      fill(at('en', 'acc.manage.email'), order.email);
      fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.manage.open') }));
      await screen.findByRole('button', { name: at('en', 'acc.manage.receiptPdf') });
      const calendar = screen.queryAllByRole('button', { name: at('en', 'acc.manage.calendar') });
      expect(calendar).toHaveLength(isScheduled(status) ? 1 : 0);
    },
  );
});
