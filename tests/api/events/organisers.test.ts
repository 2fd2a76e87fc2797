/**
 * Organiser requests and My-Events (issue 11): billoevents/registration, the operator's approval and
 * refusal, billoeventaccounts/leesuserid and the organiser's own event calls, with their role checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveOrganiser,
  listOrganiserRequests,
  refuseOrganiser,
} from '../../../server/cli/organiser-commands';
import { readOutbox } from '../../../server/mail/mailer';
import { startTestServer, type TestServer } from '../../support/server';
import {
  approvedOrganiser,
  createEvent,
  eventBody,
  logIn,
  requestOrganiser,
} from '../../support/event-fixtures';
import { agentToken, addAgents, anonToken, daysAhead, userToken } from '../../support/order-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await addAgents(server);
});
afterAll(() => server.close());

function mailsTo(to: string) {
  return readOutbox(server.dataDir).filter((m) => m.to === to);
}

describe('billoevents/registration', () => {
  it('registers a request with status requested and e-mails the requester in its language', async () => {
    const { status, body, username } = await requestOrganiser(server, { taal: 'FR' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: true,
      data: { status: 'requested', username, slug: 'gentse-feesten-vzw' },
    });
    expect(mailsTo(username).map((m) => m.subject)).toEqual(['Votre demande My-Events a bien été reçue']);
  });

  it('gives a second organisation of the same name its own slug', async () => {
    const a = await requestOrganiser(server, { organisation: 'Feest Één' });
    const b = await requestOrganiser(server, { organisation: 'Feest een' });
    expect([a.body.data.slug, b.body.data.slug]).toEqual(['feest-een', 'feest-een-2']);
  });

  it.each([
    ['motivation', { motivation: '   ' }],
    ['username', { username: 'not-an-address' }],
    ['organisation', { organisation: '' }],
    ['phone', { phone: 'call me' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['password', { password: 'kort', confirmPassword: 'kort' }],
    ['password', { password: 'wachtwoord123', confirmPassword: 'wachtwoord123' }],
  ])('refuses a bad %s with a 400 naming it', async (field, overrides) => {
    const { status, body } = await requestOrganiser(server, overrides);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field });
  });

  it('says the motivation is required when it is missing', async () => {
    const { status, body } = await requestOrganiser(server, { motivation: undefined });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      field: 'motivation',
      error_description: expect.stringContaining('motivation required'),
    });
  });

  it('refuses an e-mail address that already has an account, and writes nothing', async () => {
    const first = await requestOrganiser(server);
    const again = await requestOrganiser(server, { username: first.username.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'username_taken', field: 'username' });
    const { rows } = await server.ctx.db.query(
      'SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)',
      [first.username],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('needs an access token', async () => {
    const res = await fetch(`${server.url}/api/billoevents/registration`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });
});

describe('the operator decision', () => {
  it('approves a request once, with an e-mail in the requester’s language naming My-Events and the slug', async () => {
    const req = await requestOrganiser(server, { taal: 'EN', organisation: 'Jazz Nights' });
    expect(await approveOrganiser(server.ctx, { email: req.username, by: 'ops' })).toEqual([
      `Jazz Nights (${req.username}) is approved; e-mail queued in en.`,
    ]);
    await approveOrganiser(server.ctx, { email: req.username });
    // The e-mail is owed work, sent by the scheduler the decision woke (issue 24).
    await server.scheduler.settled();
    const approved = mailsTo(req.username).filter(
      (m) => m.subject === 'Your organiser account has been approved',
    );
    expect(approved).toHaveLength(1);
    expect(approved[0]!.text).toContain('/en/my-events');
    expect(approved[0]!.text).toContain('/en/events/jazz-nights');
    const { rows } = await server.ctx.db.query('SELECT status, decided_by FROM organisers WHERE slug = $1', [
      'jazz-nights',
    ]);
    expect(rows[0]).toEqual({ status: 'approved', decided_by: 'ops' });
  });

  it('refuses a request with its reason in Dutch, and lists it among the refused', async () => {
    const req = await requestOrganiser(server, { organisation: 'Nee Dank U' });
    await refuseOrganiser(server.ctx, { email: req.username, reason: 'Geen evenementen in België' });
    await server.scheduler.settled();
    const mail = mailsTo(req.username).find((m) => m.subject === 'Uw aanvraag voor My-Events');
    expect(mail?.text).toContain('Reden: Geen evenementen in België');
    const lines = await listOrganiserRequests(server.ctx, { status: 'refused' });
    expect(lines.some((l) => l.includes(req.username))).toBe(true);
    expect(lines.every((l) => l.startsWith('refused'))).toBe(true);
  });

  it('refuses to decide on an address without a request', async () => {
    await expect(approveOrganiser(server.ctx, { email: 'nobody@example.be' })).rejects.toThrow(
      /No organiser request/,
    );
  });
});

describe('My-Events role checks', () => {
  it('refuses every My-Events call to anonymous visitors, customers, agents and organisers not approved', async () => {
    const pending = await requestOrganiser(server);
    const refused = await requestOrganiser(server);
    await refuseOrganiser(server.ctx, { email: refused.username });
    const callers: [string, string, number][] = [
      ['anonymous', await anonToken(server), 401],
      ['customer', (await userToken(server)).token, 403],
      ['agent', (await agentToken(server, 'TA-1')).token, 403],
      ['requested organiser', (await logIn(server, pending.username)).token, 403],
      ['refused organiser', (await logIn(server, refused.username)).token, 403],
    ];
    for (const [, token, expected] of callers) {
      const calls = [
        await server.api('/billoevents/myevents', { token }),
        await server.api('/billoevents/newevent', { token, json: eventBody() }),
        await server.api('/billoevents/editevent', { token, json: { id: 1, ...eventBody() } }),
        await server.api('/billoevents/withdrawevent', { token, json: { id: 1 } }),
      ];
      expect(calls.map((c) => c.status)).toEqual([expected, expected, expected, expected]);
    }
    const { rows } = await server.ctx.db.query('SELECT count(*)::int AS n FROM events');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('lets an organiser neither edit nor withdraw another organiser’s event', async () => {
    const owner = await approvedOrganiser(server);
    const other = await approvedOrganiser(server);
    const id = await createEvent(server, owner.token);
    const edit = await server.api('/billoevents/editevent', {
      token: other.token,
      json: { id, ...eventBody({ namen: { nl: 'Gekaapt' } }) },
    });
    const withdraw = await server.api('/billoevents/withdrawevent', { token: other.token, json: { id } });
    expect([edit.status, withdraw.status]).toEqual([404, 404]);
    const { rows } = await server.ctx.db.query('SELECT names, status FROM events WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ names: { nl: 'Zomerconcert' }, status: 'published' });
    const mine = await server.api('/billoevents/myevents', { token: other.token });
    expect(mine.body.data).toEqual([]);
  });

  it('shows an organiser account to its owner only', async () => {
    const owner = await approvedOrganiser(server, { organisation: 'Eigen Account' });
    const own = await server.api(`/billoeventaccounts/leesuserid/${owner.id}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      id: owner.id,
      organisation: 'Eigen Account',
      status: 'approved',
      slug: 'eigen-account',
    });
    const other = await approvedOrganiser(server);
    const foreign = await server.api(`/billoeventaccounts/leesuserid/${owner.id}`, { token: other.token });
    const anon = await server.api(`/billoeventaccounts/leesuserid/${owner.id}`, {
      token: await anonToken(server),
    });
    expect([foreign.status, anon.status]).toEqual([403, 401]);
    const bad = await server.api('/billoeventaccounts/leesuserid/abc', { token: owner.token });
    expect(bad).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});

describe('an approved organiser’s events', () => {
  let org: { token: string; id: number; slug: string };
  beforeAll(async () => {
    org = await approvedOrganiser(server, { organisation: 'Parkconcerten' });
  });

  it('creates an event with its venue geocoded from the geodata', async () => {
    const { status, body } = await server.api('/billoevents/newevent', {
      token: org.token,
      json: eventBody({ straat: 'wetstraat' }),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      NAAM: 'Zomerconcert',
      TALEN: ['nl', 'en'],
      STRAAT: 'Wetstraat',
      POSTNR: '1000',
      STATUS: 'published',
      BOEKBAAR: true,
      AANKOMSTUUR: '19:30',
      OPHAALUUR: '23:30',
      SLUG: 'parkconcerten',
      RITTEN: [],
    });
    expect(body.data.LAT).toBeGreaterThan(50.8);
    expect(body.data.LAT).toBeLessThan(50.9);
  });

  it.each([
    ['postnr', { postnr: '0999' }],
    ['postnr', { postnr: '1001' }],
    ['straat', { straat: 'Geenstraat' }],
    ['namen', { namen: { nl: ' ' } }],
    ['startdatum', { startdatum: '2020/13/40' }],
    ['startdatum', { startdatum: daysAhead(-2), deadline: daysAhead(-3), einddatum: daysAhead(-2) }],
    ['startuur', { startuur: '25:00' }],
    ['einddatum', { einddatum: daysAhead(29) }],
    ['deadline', { deadline: daysAhead(31) }],
    ['status', { status: 'withdrawn' }],
    ['locatie', { locatie: '' }],
  ])('refuses a bad %s with a 400 naming it and stores nothing', async (field, overrides) => {
    const before = await server.ctx.db.query('SELECT count(*)::int AS n FROM events');
    const { status, body } = await server.api('/billoevents/newevent', {
      token: org.token,
      json: eventBody(overrides),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field });
    expect((await server.ctx.db.query('SELECT count(*)::int AS n FROM events')).rows).toEqual(before.rows);
  });

  it('edits a draft into a published event and withdraws it', async () => {
    const id = await createEvent(server, org.token, { status: 'draft' });
    const edit = await server.api('/billoevents/editevent', {
      token: org.token,
      json: {
        id,
        ...eventBody({ namen: { fr: 'Concert d’été' }, status: 'published', einddatum: '', einduur: '' }),
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      NAAM: 'Concert d’été',
      TAAL: 'fr',
      STATUS: 'published',
      EINDUUR: null,
      OPHAALUUR: '23:00',
    });
    const withdraw = await server.api('/billoevents/withdrawevent', { token: org.token, json: { id } });
    expect(withdraw.body.data).toMatchObject({ STATUS: 'withdrawn', BOEKBAAR: false });
    const again = await server.api('/billoevents/editevent', {
      token: org.token,
      json: { id, ...eventBody() },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'event_withdrawn' } });
  });
});
