/**
 * The access matrix of issue 9: every call that reads or changes a user, an address, an order, a
 * coupon use, a payment form or a settlement, tried by every caller that is not the owner. Each try
 * must be refused (401, 403, 404 or 409 in the failure envelope) and leave the owner's rows as they
 * were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutcomeGrant } from '../../../server/auth/manage-grants';
import { startTestServer, type TestServer } from '../../support/server';
import { upsertPo } from '../../../server/data/agents/agents-repo';
import {
  addAgents,
  addCoupon,
  agentToken,
  anonToken,
  daysAhead,
  userToken,
} from '../../support/order-fixtures';
import { seedOrder, statusOf, visitor } from '../../support/payment-helpers';
import { rideOrder } from '../../support/feedback-helpers';
import { ORGANISER_PASSWORD, approvedOrganiser, createEvent, eventBody } from '../../support/event-fixtures';
import { describeSignedLinks } from './signed-link-attacks';
import { matrixCalls, type Targets } from './access-matrix-calls';
import { assignLeg, driverLogin, insertDriver, insertVehicle } from '../../support/fleet-rows';

let server: TestServer;

let targets: Targets;
/** Every caller but the owner, by name: a token or none. */
let callers: Record<string, string | undefined>;
/** The agents of the signed-statement attack (issue 23) and a customer who owns nothing of the owner's. */
let agents: { inv: { id: number; token: string }; other: { id: number; token: string }; stranger: string };

/** Logs the owner in afresh and answers its access token. */
async function ownerToken(): Promise<string> {
  const { rows } = await server.ctx.db.query<{ username: string }>(
    'SELECT username FROM users WHERE id = $1',
    [targets.userId],
  );
  const login = await server.api('/token', {
    json: {
      client_id: 'webapp',
      grant_type: 'password',
      username: rows[0]!.username,
      password: 'lange-kerstboom-9',
    },
  });
  expect(login.status).toBe(200);
  return login.body.access_token as string;
}

/** A snapshot of everything the owner owns, to compare before and after the attack. */
async function snapshot(): Promise<unknown> {
  const db = server.ctx.db;
  const user = await db.query(
    'SELECT email, firstname, lastname, phone, password_hash FROM users WHERE id = $1',
    [targets.userId],
  );
  const addresses = await db.query('SELECT * FROM addresses WHERE user_id = $1 ORDER BY id', [
    targets.userId,
  ]);
  const orders = await db.query(
    `SELECT id, status, user_id, total_cents, balance_due_cents, updated_at FROM orders WHERE id = ANY($1)
      ORDER BY id`,
    [
      [
        targets.order.id,
        targets.anonOrder.id,
        targets.freeOrder.id,
        targets.agentOrder.id,
        targets.agentPaidOrder.id,
        targets.balanceOrder.id,
      ],
    ],
  );
  const attempts = await db.query('SELECT count(*)::int AS n FROM payment_attempts');
  const feedback = await db.query('SELECT order_id, rating, body FROM feedback ORDER BY id');
  const coupons = await db.query('SELECT code, use_count FROM coupons ORDER BY code');
  const manage = await db.query(
    `SELECT (SELECT count(*)::int FROM manage_grants) AS grants, (SELECT count(*)::int FROM order_changes) AS changes,
            (SELECT count(*)::int FROM order_cancellations) AS cancellations`,
  );
  const events = await db.query('SELECT * FROM events WHERE organiser_id = $1 ORDER BY id', [
    targets.organiserId,
  ]);
  const organiser = await db.query('SELECT * FROM organisers WHERE user_id = $1', [targets.organiserId]);
  return {
    manage: manage.rows,
    events: events.rows,
    organiser: organiser.rows,
    user: user.rows,
    addresses: addresses.rows,
    orders: orders.rows,
    attempts: attempts.rows,
    coupons: coupons.rows,
    feedback: feedback.rows,
  };
}

/** A driver assigned to both legs of the owner's and the anonymous visitor's order, logged in. */
async function assignedDriverToken(): Promise<string> {
  const driver = await insertDriver(server);
  const vehicle = await insertVehicle(server);
  for (const id of [targets.order.id, targets.anonOrder.id])
    for (const leg of ['H', 'T'] as const) await assignLeg(server, id, leg, driver.id, vehicle.id);
  return driverLogin(server, driver);
}

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
  await addCoupon(server, { code: 'MATRIX-ONCE', maxUses: 1 });

  const owner = await userToken(server);
  const address = await server.api('/billousers/newaddress', {
    token: owner.token,
    json: { street: 'Korenmarkt', streetnr: '1', zip: '9000', city: 'Gent', billoaddress: true },
  });
  expect(address.status).toBe(201);
  const ownerTokenId = (
    await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [owner.id],
    )
  ).rows[0]!.id;
  const order = await seedOrder(server, { tokenId: ownerTokenId, userId: owner.id });
  await server.ctx.db.query(
    `INSERT INTO order_coupons (order_id, coupon_id, reduction_cents)
     SELECT $1, id, 1000 FROM coupons WHERE code = 'MATRIX-ONCE'`,
    [order.id],
  );
  await server.ctx.db.query(`UPDATE coupons SET use_count = 1 WHERE code = 'MATRIX-ONCE'`);
  // A canceled payment gives the use back; a new attempt by the owner would take it again.
  await server.ctx.db.query(`UPDATE coupons SET use_count = 0 WHERE code = 'MATRIX-ONCE'`);
  await server.ctx.db.query(`UPDATE orders SET status = 'payment_cancelled' WHERE id = $1`, [order.id]);

  const anonOwner = await visitor(server);
  const anonOrder = await seedOrder(server, { tokenId: anonOwner.tokenId });
  const freeOrder = await seedOrder(server, { tokenId: ownerTokenId, userId: owner.id, totalCents: 0 });
  const balanceOrder = await seedOrder(server, { tokenId: ownerTokenId, userId: owner.id });
  await server.ctx.db.query(`UPDATE orders SET status = 'paid', balance_due_cents = 1000 WHERE id = $1`, [
    balanceOrder.id,
  ]);
  const agent = await agentToken(server, 'TA-INV');
  const agentTokenId = (
    await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [agent.id],
    )
  ).rows[0]!.id;
  const agentOrder = await seedOrder(server, { tokenId: agentTokenId, userId: agent.id, talic: 'TA-INV' });

  await upsertPo(server.ctx.db, {
    code: 'PO-PAID-TA1',
    agentLicence: 'TA-1',
    campaign: null,
    paidByAgent: true,
    businessDiscountPercent: 0,
    comfortDiscountPercent: 0,
    validFrom: daysAhead(-1),
    validUntil: daysAhead(365),
  });
  const payingAgent = await agentToken(server, 'TA-1');
  const payingTokenId = (
    await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [payingAgent.id],
    )
  ).rows[0]!.id;
  const paidOrder = await seedOrder(server, {
    tokenId: payingTokenId,
    userId: payingAgent.id,
    talic: 'TA-1',
  });
  await server.ctx.db.query(`UPDATE orders SET po = 'PO-PAID-TA1' WHERE id = $1`, [paidOrder.id]);
  const agentPaidOrder = { id: paidOrder.id, token: payingAgent.token };

  const ride = await rideOrder(server, { tokenId: ownerTokenId, userId: owner.id });
  const organiser = await approvedOrganiser(server, { organisation: 'Matrix Events' });
  const eventId = await createEvent(server, organiser.token);
  const draftId = await createEvent(server, organiser.token, { status: 'draft' });

  targets = {
    rideOrder: ride,
    organiserId: organiser.id,
    eventId,
    draftId,
    userId: owner.id,
    addressId: address.body.data.id,
    order,
    anonOrder,
    freeOrder,
    balanceOrder,
    agentOrder,
    agentPaidOrder,
  };

  // A token of the owner's that was revoked (logout) must be as good as none.
  const login = await server.api('/token', {
    json: {
      client_id: 'webapp',
      grant_type: 'password',
      username: (
        await server.ctx.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
          owner.id,
        ])
      ).rows[0]!.username,
      password: 'lange-kerstboom-9',
    },
  });
  expect(login.status).toBe(200);
  const revoked = await server.api('/token/revoke', {
    json: { client_id: 'webapp', token: login.body.refresh_token },
  });
  expect(revoked.status).toBe(200);

  const other = await agentToken(server, 'TA-1');
  const stranger = (await userToken(server)).token;
  agents = { inv: agent, other, stranger };
  callers = {
    'no token': undefined,
    'an anonymous token': await anonToken(server),
    'another customer': stranger,
    'an agent of another licence': other.token,
    'a revoked token of the owner': login.body.access_token,
    'another approved organiser': (await approvedOrganiser(server)).token,
    // Issue 26: a driver who drives the owner's rides still reads and changes none of the orders.
    'the driver of the owner’s rides': await assignedDriverToken(),
  };
});

afterAll(async () => {
  await server?.close();
});

const CALLS = matrixCalls(() => targets);

describe('the access matrix', () => {
  it.each(CALLS.map((c) => [c.name, c] as const))('refuses every other caller to %s', async (_name, call) => {
    const before = await snapshot();
    for (const [who, token] of Object.entries(callers)) {
      const init = call.method === 'POST' ? { json: call.body?.() ?? {} } : {};
      const res = await server.api(call.path(), { ...init, ...(token ? { token } : {}) });
      expect([401, 403, 404, 409], `${who}: ${call.name} → ${res.status}`).toContain(res.status);
      expect(res.body, `${who}: ${call.name}`).toMatchObject({ status: false });
      expect(res.body.data, `${who}: ${call.name} leaked data`).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses the outcome page's key everything but the booking's summary, which names no code or e-mail", async () => {
    // Issue 23: the key of a payment redirect sits in the browser's history; a stranger holding it must
    // not manage the booking nor learn what opens the manage page.
    const key = await createOutcomeGrant(server.ctx.db, targets.order.id);
    const stranger = callers['an anonymous token']!;
    const headers = { 'x-manage-key': key };
    const before = await snapshot();
    // Every manage call but the calendar, which names no code or e-mail and the outcome page offers.
    const manageCalls = CALLS.filter((c) =>
      /^\/billomanage\/\d+(\/(change|cancel|receipt))?$/.test(c.path()),
    );
    expect(manageCalls.length).toBeGreaterThanOrEqual(6);
    for (const call of manageCalls) {
      const init = call.method === 'POST' ? { json: call.body?.() ?? {} } : {};
      const res = await server.api(call.path(), { ...init, token: stranger, headers });
      expect(res.status, `outcome key: ${call.name}`).toBe(404);
      expect(res.body.data, `outcome key: ${call.name} leaked data`).toBeUndefined();
    }
    const summary = await server.api('/billoorders/granted', { token: stranger, headers });
    expect(summary.status).toBe(200);
    expect(summary.body.data).not.toHaveProperty('booking_code');
    expect(summary.body.data).not.toHaveProperty('email');
    expect(JSON.stringify(summary.body)).not.toContain(targets.order.ecode);
    expect(await snapshot()).toEqual(before);
  });

  it('lists no order of the owner to any other caller', async () => {
    for (const [who, token] of Object.entries(callers)) {
      const res = await server.api('/billousers/listBilloOrders.json', {
        ...(token ? { token } : {}),
        json: {},
      });
      const ids =
        res.status === 200 ? (res.body.data as { ID?: number; id?: number }[]).map((o) => o.ID ?? o.id) : [];
      expect(ids, who).not.toContain(targets.order.id);
      expect(ids, who).not.toContain(targets.freeOrder.id);
    }
  });

  it('lets the owner do what the others were refused, so the refusals are about the caller', async () => {
    const token = await ownerToken();
    expect((await server.api(`/billousers/leesuserid/${targets.userId}`, { token })).status).toBe(200);
    expect((await server.api(`/ordersbillo/${targets.order.id}`, { token })).status).toBe(200);
    expect((await server.api(`/billomanage/${targets.order.id}`, { token })).status).toBe(200);
    expect((await server.api(`/billomanage/${targets.order.id}/receipt`, { token })).status).toBe(200);
    expect((await server.api(`/payment/form/${targets.order.id}`, { token })).status).toBe(200);
    const balance = await server.api(`/payment/form/${targets.balanceOrder.id}`, { token });
    expect([balance.status, balance.body.data?.fields.AMOUNT]).toEqual([200, '1000']);
    expect((await server.api(`/payment/freeorderok/${targets.freeOrder.id}`, { token })).status).toBe(200);
    const feedback = await server.api('/feedback/newfeedback', {
      token,
      json: { orderid: targets.rideOrder.id, rating: 5, text: 'Fine ride.', lang: 'nl' },
    });
    expect(feedback.status).toBe(201);
  });

  it('lets the agent who placed a ride on its agency’s PO bill the agency, after everyone else was refused', async () => {
    const { id, token } = targets.agentPaidOrder;
    expect((await server.api(`/payment/invoiceorderok/${id}`, { token })).status).toBe(200);
    expect(await statusOf(server, id)).toBe('invoiced');
  });

  it('lets the organiser read its account and draft and edit its event', async () => {
    const username = (
      await server.ctx.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
        targets.organiserId,
      ])
    ).rows[0]!.username;
    const login = await server.api('/token', {
      json: { client_id: 'webapp', grant_type: 'password', username, password: ORGANISER_PASSWORD },
    });
    const token = login.body.access_token as string;
    const account = await server.api(`/billoeventaccounts/leesuserid/${targets.organiserId}`, { token });
    const draft = await server.api(`/billoevents/leeseventdata/${targets.draftId}`, { token });
    const edit = await server.api('/billoevents/editevent', {
      token,
      json: { id: targets.eventId, ...eventBody({ namen: { nl: 'Nieuwe naam' } }) },
    });
    expect([account.status, draft.status, edit.status]).toEqual([200, 200, 200]);
  });
});

describeSignedLinks(() => ({
  server,
  calls: CALLS,
  snapshot,
  ownerToken,
  orderA: targets.order.id,
  orderB: targets.freeOrder.id,
  strangerToken: agents.stranger,
  agent: agents.inv,
  otherAgent: agents.other,
}));
