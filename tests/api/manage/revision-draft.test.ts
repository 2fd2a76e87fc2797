/**
 * `GET billomanage/{id}/revise/draft` (issue 27): the order as the wizard's change mode starts from it.
 * The attack first: a stranger's session, with or without another order's key, gets the 404 of a
 * missing order and none of the address. Then the owner and a key proved by code and e-mail read every field the booking payload carries, and core's
 * draftFromOrder turns them back into the payload's own values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, draftFromOrder, toOrderPayload, type RevisionDraft } from '../../../core';
import { book, manageCall, manageKey } from '../../support/manage-helpers';
import { visitor } from '../../support/payment-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const path = (id: number) => `/billomanage/${id}/revise/draft`;

describe('GET billomanage/{id}/revise/draft', () => {
  it("refuses someone else's order as missing, with or without another order's key", async () => {
    const order = await book(server);
    const other = await book(server);
    const stranger = await visitor(server);
    const otherKey = await manageKey(server, other.owner.token, other.ecode);
    for (const key of ['', otherKey, 'not-a-key']) {
      const { status, body } = await manageCall(server, path(order.id), stranger.token, key);
      expect(status).toBe(404);
      expect(JSON.stringify(body)).not.toContain('Bondgenotenlaan');
    }
    // The key of the other order, presented by its own session, does not open this one either.
    const { status } = await manageCall(server, path(order.id), other.owner.token, otherKey);
    expect(status).toBe(404);
  });

  it('gives the owner and a proved key the whole order under the payload names', async () => {
    const order = await book(server);
    await server.ctx.db.query(
      `UPDATE orders SET rolstoelen = 1, skis = 2, golfbags = 1, aantalks3 = 1, huisdieren = 1,
              remarks = 'Bel aan bij de buren', coupons = '["SPRING"]', po = 'PO-1'
        WHERE id = $1`,
      [order.id],
    );
    const owned = await manageCall(server, path(order.id), order.owner.token, '');
    expect(owned.status).toBe(200);
    const key = await manageKey(server, order.owner.token, order.ecode);
    const keyed = await manageCall(server, path(order.id), order.owner.token, key);
    expect(keyed.status).toBe(200);
    expect(keyed.body.data).toEqual(owned.body.data);
    const draft = owned.body.data as RevisionDraft;
    expect(draft.total_cents).toBe(10_000);
    expect(draft.order).toMatchObject({
      heenterug: 'H',
      soortvervoer: 'comfort',
      heenstraat: 'Bondgenotenlaan',
      heennr: '1',
      heenpostnr: '3000',
      heenstad: 'Leuven',
      idluchthavenheen: 'BRU',
      vluchtnrheen: 'SN2153',
      uurvluchtheen: '09:30',
      vroegeropluchthaven: 2,
      pax: 2,
      koffers: 2,
      rolstoelen: 1,
      skis: 2,
      golfbags: 1,
      aantalks3: 1,
      huisdieren: 1,
      remarks: 'Bel aan bij de buren',
      coupons: ['SPRING'],
      po: 'PO-1',
      voornaam: 'Tine',
      naam: 'Peeters',
      telklant: '+32470123456',
      emailklant: 'tine@example.be',
    });
    // The wizard's draft sends the same values back as the booking payload.
    const d = draftFromOrder(draft.order, new Date(), DEFAULT_BOOKING_SETTINGS);
    const price = { HEEN: null, TERUG: null } as unknown as Parameters<typeof toOrderPayload>[1];
    const payload = toOrderPayload(d, price, { lang: 'nl', userId: '', accountId: '' });
    for (const name of [
      'heenterug',
      'soortvervoer',
      'datumheen',
      'uurvluchtheen',
      'vluchtnrheen',
      'idluchthavenheen',
      'heenstraat',
      'heennr',
      'heenpostnr',
      'heenstad',
      'pax',
      'koffers',
      'rolstoelen',
      'skis',
      'golfbags',
      'aantalks3',
      'huisdieren',
      'remarks',
      'po',
      'voornaam',
      'naam',
      'telklant',
      'emailklant',
    ])
      expect([name, payload[name]]).toEqual([
        name,
        (draft.order as unknown as Record<string, unknown>)[name],
      ]);
    expect(JSON.parse(String(payload.coupons))).toEqual(['SPRING']);
  });
});
