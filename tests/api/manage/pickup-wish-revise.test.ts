/**
 * A pickup-time wish (issue 27) and a change of the booking in place (issue 27's revise): a change that
 * plans the leg again (its date, flight time or address; the pickup time and driver are cleared) drops
 * the leg's open wish, which was asked against a plan that no longer exists, so the dispatcher cannot
 * accept it onto the new day; a change that leaves the leg's plan alone keeps the wish open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeCall, staffToken } from '../../support/backoffice-fixtures';
import { daysAhead } from '../../support/order-fixtures';
import { decideOnSandbox } from '../../support/payment-helpers';
import { placePaid, revise, type Placed } from '../../support/revise-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let dispatcher: string;

beforeAll(async () => {
  server = await startTestServer();
  dispatcher = (await staffToken(server, 'dispatcher')).token;
});
afterAll(() => server.close());

/** A paid order picked up at 08:00 whose customer wished 08:30; answers the wish's id. */
async function wished(): Promise<{ o: Placed; id: number }> {
  const o = await placePaid(server);
  await server.ctx.db.query(`UPDATE orders SET pickup_time_heen = '08:00' WHERE id = $1`, [o.id]);
  const r = await server.api(`/billomanage/${o.id}/pickup-wish`, {
    token: o.owner.token,
    headers: { 'x-manage-key': o.key },
    json: { leg: 'H', pickup_time: '08:30' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { o, id: r.body.data.id as number };
}

/** Revises `o` by `changes`, paying the difference in the sandbox when one is asked. */
async function revised(o: Placed, changes: Record<string, unknown>): Promise<void> {
  const r = await revise(server, o, changes);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  if (r.body.data.state === 'awaiting_payment') await decideOnSandbox(server, r.body.data.payment, 'approve');
}

const openIds = async () =>
  ((await backofficeCall(server, dispatcher, '/pickup-wishes/open')).body.data as { id: number }[]).map(
    (w) => w.id,
  );

describe('a pickup-time wish when the booking changes in place', () => {
  it('is dropped when the leg is planned again; the dispatcher can no longer accept it', async () => {
    const { o, id } = await wished();
    await revised(o, { datumheen: daysAhead(126) });
    expect(await openIds()).not.toContain(id);
    const accept = await backofficeCall(server, dispatcher, `/pickup-wishes/${id}/accept`, {});
    expect(accept.status).toBe(404);
    const { rows } = await server.ctx.db.query<{ t: string }>(
      'SELECT pickup_time_heen AS t FROM orders WHERE id = $1',
      [o.id],
    );
    expect(rows[0]!.t).toBe('');
  });

  it('stays open when the change leaves the leg’s plan alone', async () => {
    const { o, id } = await wished();
    await revised(o, { koffers: 0 });
    expect(await openIds()).toContain(id);
  });
});
