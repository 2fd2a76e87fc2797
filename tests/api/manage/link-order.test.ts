/**
 * Issue 23, attack 2: a logged-in stranger who knew only a booking code took the booking over through
 * `POST billousers/linkorder {ecode}` (no e-mail check, no throttle), then cancelled it for its refund
 * coupon and downloaded its receipt. Linking now needs the code and the e-mail address it was booked
 * with, counts on the manage page's throttle, and tells the booker by e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/mailer';
import { mailText } from '../../../server/mail/mail-texts';
import { startTestServer, type TestServer } from '../../support/server';
import { book } from '../../support/manage-helpers';
import { userToken } from '../../support/order-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** Links a booking as `token` from client address `from` (the proxy's X-Forwarded-For). */
function link(token: string, json: Record<string, unknown>, from: string) {
  return server.api('/billousers/linkorder', { token, headers: { 'x-forwarded-for': from }, json });
}

/** The owner of an order as stored. */
async function ownerOf(id: number): Promise<number | null> {
  const { rows } = await server.ctx.db.query<{ user_id: number | null }>(
    'SELECT user_id FROM orders WHERE id = $1',
    [id],
  );
  return rows[0]!.user_id;
}

// The booker's notice names the booking code in its subject (issue 31).
const mailsAbout = (ecode: string) => readOutbox(server.dataDir).filter((m) => m.subject.includes(ecode));

describe('linking a booking to an account', () => {
  it('refuses a booking code without the e-mail address, naming the field', async () => {
    const order = await book(server);
    const stranger = await userToken(server);
    const refused = await link(stranger.token, { ecode: order.ecode }, '198.51.100.1');
    expect([refused.status, refused.body.field]).toEqual([400, 'email']);
    expect(await ownerOf(order.id)).toBeNull();
  });

  it('refuses a wrong e-mail address as it refuses an unknown code, and leaves the booking to its booker', async () => {
    const order = await book(server);
    const stranger = await userToken(server);
    const wrong = await link(
      stranger.token,
      { ecode: order.ecode, email: 'mallory@example.be' },
      '198.51.100.2',
    );
    const unknown = await link(
      stranger.token,
      { ecode: 'NOSUCHCODE', email: 'tine@example.be' },
      '198.51.100.2',
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect(await ownerOf(order.id)).toBeNull();
    // The stranger has nothing: no view, no receipt, no cancellation; the booker's session still has it.
    for (const path of [`/billomanage/${order.id}`, `/billomanage/${order.id}/receipt`]) {
      expect((await server.api(path, { token: stranger.token })).status).toBe(404);
    }
    const cancel = await server.api(`/billomanage/${order.id}/cancel`, { token: stranger.token, json: {} });
    expect(cancel.status).toBe(404);
    expect((await server.api(`/billomanage/${order.id}`, { token: order.owner.token })).status).toBe(200);
  });

  it('holds a client address after 10 wrong codes instead of answering 404 thirty times', async () => {
    const stranger = await userToken(server);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await link(
        stranger.token,
        { ecode: `GUESS${i}XXXXX`, email: 'tine@example.be' },
        '203.0.113.9',
      );
      answers.push(res.status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers.slice(10).every((s) => s === 429)).toBe(true);
  });

  it("shares the manage page's counter per booking code: 5 wrong links hold the look-up too", async () => {
    const order = await book(server);
    const stranger = await userToken(server);
    for (let i = 0; i < 5; i++) {
      const res = await link(
        stranger.token,
        { ecode: order.ecode, email: `guess${i}@example.be` },
        `192.0.2.${i}`,
      );
      expect(res.status).toBe(404);
    }
    const lookUp = await server.api('/billoorders/manage', {
      token: order.owner.token,
      headers: { 'x-forwarded-for': '192.0.2.99' },
      json: { ecode: order.ecode, email: 'tine@example.be' },
    });
    expect([lookUp.status, lookUp.body.error]).toEqual([429, 'too_many_requests']);
  });

  it("shares the manage page's counter per address: 10 wrong look-ups hold the link too", async () => {
    const order = await book(server);
    const me = await userToken(server);
    for (let i = 0; i < 10; i++) {
      const res = await server.api('/billoorders/manage', {
        token: me.token,
        headers: { 'x-forwarded-for': '203.0.113.50' },
        json: { ecode: `WRONG${i}XXXXX`, email: 'tine@example.be' },
      });
      expect(res.status).toBe(404);
    }
    const held = await link(me.token, { ecode: order.ecode, email: 'tine@example.be' }, '203.0.113.50');
    expect(held.status).toBe(429);
    expect(await ownerOf(order.id)).toBeNull();
  });

  it('links with the code and the e-mail address in any case, once, and tells the booker by e-mail', async () => {
    const order = await book(server, { taal: 'FR' });
    const me = await userToken(server);
    const linked = await link(
      me.token,
      { ecode: ` ${order.ecode.toLowerCase()} `, email: 'Tine@Example.be' },
      '198.51.100.30',
    );
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ ID: order.id, BONNR: order.bonnr });
    expect(await ownerOf(order.id)).toBe(me.id);
    expect((await server.api(`/ordersbillo/${order.id}`, { token: me.token })).status).toBe(200);

    const again = await link(me.token, { ecode: order.ecode, email: 'tine@example.be' }, '198.51.100.30');
    expect(again.status).toBe(409);
    const other = await userToken(server);
    const taken = await link(other.token, { ecode: order.ecode, email: 'tine@example.be' }, '198.51.100.31');
    expect(taken.status).toBe(409);
    expect(await ownerOf(order.id)).toBe(me.id);

    await server.scheduler.tick();
    await server.scheduler.tick();
    const mails = mailsAbout(order.ecode);
    expect(mails).toHaveLength(1);
    const t = mailText('fr');
    expect(mails[0]!.to).toContain('tine@example.be');
    expect(mails[0]!.subject).toBe(t('link.subject', { code: order.ecode }));
    expect(mails[0]!.text).toContain(t('link.notYou'));
  });
});
