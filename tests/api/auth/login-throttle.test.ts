import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimLogin, loginSucceeded } from '../../../server/auth/account-throttles';
import { ApiError } from '../../../server/http/envelope';
import { startTestServer, type TestServer } from '../../support/server';
import { STRONG_PASSWORD, expectWait, insertUser, loginFrom } from '../../support/account-helpers';

// TRUST_PROXY=1 lets the tests speak from many client addresses: the server takes the address a
// trusted proxy appended to X-Forwarded-For, which is what loginFrom() sends.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const login = (username: string, password: string, from: string) =>
  loginFrom(server.url, username, password, from);
const wrong = (username: string, from: string, i = 0) => login(username, `not-it-${i}`, from);

/** Lets `seconds` pass for every throttle and known address of the database. */
async function elapse(seconds: number): Promise<void> {
  const shift = [seconds];
  await server.ctx.db.query(
    `UPDATE throttle_counters SET next_at = next_at - make_interval(secs => $1),
            last_at = last_at - make_interval(secs => $1)`,
    shift,
  );
  await server.ctx.db.query(
    `UPDATE login_known_addresses SET last_success_at = last_success_at - make_interval(secs => $1)`,
    shift,
  );
}

let net = 0;
/** A fresh client address of a /24 of its own, so tests do not share address counters. */
const freshAddress = () => `198.18.${++net}.7`;

describe('password logins under attack', () => {
  it('gives at most 5 of 30 simultaneous guesses from one address a password check', async () => {
    const user = await insertUser(server.ctx.db, 'burst');
    const from = freshAddress();
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, (_, i) => wrong(user.username, from, i)),
      login(user.username, STRONG_PASSWORD, from),
    ]);
    // 429 means the password was not looked at; 400 and 200 mean it was.
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((a) => a.status === 400 || a.status === 200)).toBe(true);
    for (const a of answers.filter((x) => x.status === 429)) expectWait(a);
  });

  it('makes one address wait 30 s after 5 wrong passwords, then twice as long per further one', async () => {
    const user = await insertUser(server.ctx.db, 'grow');
    const from = freshAddress();
    for (let i = 0; i < 5; i++) expect((await wrong(user.username, from, i)).status).toBe(400);
    const waits: number[] = [];
    for (let i = 5; i < 9; i++) {
      const seconds = expectWait(await login(user.username, STRONG_PASSWORD, from));
      waits.push(seconds);
      await elapse(seconds);
      expect((await wrong(user.username, from, i)).status).toBe(400);
    }
    // Retry-After counts down from the failure that set it, so a slow machine may see a second less.
    const about = (seconds: number) => expect.toSatisfy((n: number) => n <= seconds && n >= seconds - 5);
    expect(waits).toEqual([about(30), about(60), about(120), about(240)]);
    const last = expectWait(await wrong(user.username, from, 9));
    expect(last).toEqual(about(480));
    expect((await login(user.username, STRONG_PASSWORD, from)).body.error_description).toMatch(/8 minutes/);
    await elapse(last);
    expect((await login(user.username, STRONG_PASSWORD, from)).status).toBe(200);
    // The right password ends the streak: the next mistake is free again.
    expect((await wrong(user.username, from)).status).toBe(400);
  });

  it('does not slow the owner at another address while one address guesses', async () => {
    const user = await insertUser(server.ctx.db, 'elsewhere');
    const attacker = freshAddress();
    for (let i = 0; i < 8; i++) await wrong(user.username, attacker, i);
    expectWait(await wrong(user.username, attacker));
    expect((await login(user.username, STRONG_PASSWORD, freshAddress())).status).toBe(200);
  });

  it('lets the owner in from their own address while 40 addresses guess the password', async () => {
    const user = await insertUser(server.ctx.db, 'owner');
    const home = freshAddress();
    expect((await login(user.username, STRONG_PASSWORD, home)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await wrong(user.username, freshAddress(), i)).status);
    // The account's brake stepped in after 10 failures: the rest were spaced, not checked.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(12);
    expect((await login(user.username, STRONG_PASSWORD, home)).status).toBe(200);
  });

  it('keeps the owner at a new address waiting seconds, never a quarter of an hour, during that attack', async () => {
    const user = await insertUser(server.ctx.db, 'traveller');
    for (let i = 0; i < 40; i++) await wrong(user.username, freshAddress(), i);
    const answer = await login(user.username, STRONG_PASSWORD, freshAddress());
    if (answer.status === 429) {
      expect(expectWait(answer)).toBeLessThanOrEqual(30);
      await elapse(30);
    }
    expect((await login(user.username, STRONG_PASSWORD, freshAddress())).status).toBe(200);
  });

  it('keys the throttles by the address the trusted proxy added, not by entries the client wrote', async () => {
    const real = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      // The client writes a new address of its own each time; the proxy appends the real one.
      statuses.push((await wrong(`forger${i}-${net}@example.be`, `203.0.113.${i}, ${real}`, i)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses.slice(30)).toContain(429);
  });

  it('keeps colleagues behind an office address able to log in after 40 failures from it', async () => {
    const office = freshAddress();
    const regular = await insertUser(server.ctx.db, 'regular');
    const newcomer = await insertUser(server.ctx.db, 'newcomer');
    expect((await login(regular.username, STRONG_PASSWORD, office)).status).toBe(200);
    for (let i = 0; i < 40; i++) await wrong(`stuffed${i}@example.be`, office, i);
    expect((await login(regular.username, STRONG_PASSWORD, office)).status).toBe(200);
    const answer = await login(newcomer.username, STRONG_PASSWORD, office);
    if (answer.status === 429) {
      expect(expectWait(answer)).toBeLessThanOrEqual(30);
      await elapse(30);
      expect((await login(newcomer.username, STRONG_PASSWORD, office)).status).toBe(200);
    } else expect(answer.status).toBe(200);
  });
});

/** The wait a refused claim asks for, in seconds; rethrows anything else. */
function refusedWait(e: unknown): number {
  if (e instanceof ApiError && e.status === 429) return Number(e.headers['Retry-After']);
  throw e;
}

/**
 * Runs a simulated hour against one account on the real database with an injected clock: the attacker
 * guesses every 0.2 s whenever allowed and otherwise waits exactly as long as the answer says, from
 * `attackerAddress(i)` for the i-th guess; the owner logs in from `ownerAddress` every 5 minutes.
 * Returns how many guesses got a password check and how often the owner was refused.
 */
async function simulateHour(
  attackerAddress: (i: number) => string,
  ownerAddress: string,
): Promise<{ guesses: number; ownerRefused: number }> {
  const db = server.ctx.db;
  const start = Date.now();
  const at = (t: number) => new Date(start + t * 1000);
  const account = `simulated${++net}@example.be`;
  await loginSucceeded(db, await claimLogin(db, account, ownerAddress, at(0)), at(0));
  let guesses = 0;
  let ownerRefused = 0;
  let ownerNext = 300;
  let t = 0;
  for (let i = 0; t < 3600; i++) {
    while (ownerNext <= t) {
      try {
        await loginSucceeded(db, await claimLogin(db, account, ownerAddress, at(ownerNext)), at(ownerNext));
      } catch (e) {
        refusedWait(e);
        ownerRefused++;
      }
      ownerNext += 300;
    }
    try {
      await claimLogin(db, account, attackerAddress(i), at(t));
      guesses++;
      t += 0.2;
    } catch (e) {
      t += refusedWait(e);
    }
  }
  return { guesses, ownerRefused };
}

describe('the login throttles measured over one simulated hour', () => {
  it('allows one address at most 12 guesses an hour against one account', async () => {
    const attacker = freshAddress();
    const { guesses, ownerRefused } = await simulateHour(() => attacker, freshAddress());
    expect(guesses).toBeLessThanOrEqual(12);
    expect(guesses).toBeGreaterThanOrEqual(5);
    expect(ownerRefused).toBe(0);
  }, 60_000);

  it('allows any number of addresses together at most 135 guesses an hour, and never refuses the owner', async () => {
    const base = ++net;
    const { guesses, ownerRefused } = await simulateHour(
      (i) => `10.${base}.${(i >> 8) & 255}.${i & 255}`,
      freshAddress(),
    );
    expect(guesses).toBeLessThanOrEqual(135);
    expect(guesses).toBeGreaterThanOrEqual(10);
    expect(ownerRefused).toBe(0);
  }, 120_000);
});

describe('password-reset mails', () => {
  const askReset = async (email: string, from: string) => {
    const anon = (
      await server.api('/token', { json: { grant_type: 'client_credentials', client_id: 'webapp' } })
    ).body.access_token;
    const res = await fetch(
      `${server.url}/api/billousers/resetpasswordemail?email=${encodeURIComponent(email)}`,
      {
        headers: { authorization: `Bearer ${anon}`, 'x-forwarded-for': from },
      },
    );
    return { status: res.status, body: await res.json(), headers: res.headers };
  };

  it('sends 3 mails to one address from one client address, then 1 a minute, doubling', async () => {
    const user = await insertUser(server.ctx.db, 'mailbomb');
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expect((await askReset(user.username, from)).status).toBe(200);
    expect(expectWait(await askReset(user.username, from))).toBe(60);
    await elapse(60);
    expect((await askReset(user.username, from)).status).toBe(200);
    expect(expectWait(await askReset(user.username, from))).toBe(120);
  });

  it('lets the owner reset from the address they log in from while others flood the mailbox', async () => {
    const user = await insertUser(server.ctx.db, 'flooded');
    const home = freshAddress();
    expect((await login(user.username, STRONG_PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < 8; i++) await askReset(user.username, freshAddress());
    expectWait(await askReset(user.username, freshAddress()));
    expect((await askReset(user.username, home)).status).toBe(200);
  });

  it('lets a colleague behind an office address reset after 25 requests from it', async () => {
    const office = freshAddress();
    for (let i = 0; i < 25; i++) await askReset(`nobody${i}-${net}@example.be`, office);
    const colleague = await insertUser(server.ctx.db, 'colleague');
    const answer = await askReset(colleague.username, office);
    if (answer.status === 429) {
      expect(expectWait(answer)).toBeLessThanOrEqual(60);
      await elapse(60);
      expect((await askReset(colleague.username, office)).status).toBe(200);
    } else expect(answer.status).toBe(200);
  });
});
