import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCRYPT_BUSY,
  SCRYPT_CONCURRENCY,
  SCRYPT_QUEUE,
  hashPassword,
  scryptLoad,
  setPasswordHashCost,
  verifyDecoy,
  verifyPassword,
} from '../../../server/auth/password';
import { ConfigError, loadConfig } from '../../../server/config';

describe('hashPassword()', () => {
  it('writes a versioned scrypt string with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$scrypt\$v=1\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });
});

describe('verifyPassword()', () => {
  it('accepts the password and refuses any other', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats the composed and decomposed forms of an accent as the same password', async () => {
    const stored = await hashPassword('café-crème');
    expect(await verifyPassword('cafe\u0301-cre\u0300me', stored)).toBe(true);
  });

  it('reads the cost from the stored string, so the same key under another cost does not match', async () => {
    const stored = await hashPassword('pw12345678');
    const [, , , , salt, key] = stored.split('$');
    expect(await verifyPassword('pw12345678', `$scrypt$v=1$ln=14,r=8,p=1$${salt}$${key}`)).toBe(false);
  });

  it.each(['', 'plain', '$scrypt$v=1$ln=40,r=8,p=1$abc$def', '$argon2id$v=19$m=65536$abc$def'])(
    'refuses the malformed or unsupported hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('verifyDecoy()', () => {
  it('always refuses', async () => {
    expect(await verifyDecoy('anything')).toBe(false);
  });
});

describe('scrypt’s bounded turns', () => {
  // The turns are counted, whatever a hash costs: 66 hashes at the cheapest cost, not at 2^15.
  beforeAll(() => setPasswordHashCost(10));
  afterAll(() => setPasswordHashCost(15));

  it('runs at most SCRYPT_CONCURRENCY hashes at once and queues the rest', async () => {
    const hashes = Array.from({ length: SCRYPT_CONCURRENCY + 3 }, (_, i) => hashPassword(`burst-${i}`));
    // Counted before any hash can finish: its callback comes from libuv's threadpool, never at once.
    await Promise.resolve();
    expect(scryptLoad()).toEqual({ running: SCRYPT_CONCURRENCY, queued: 3 });
    const done = await Promise.all(hashes);
    expect(new Set(done).size).toBe(SCRYPT_CONCURRENCY + 3);
    expect(scryptLoad()).toEqual({ running: 0, queued: 0 });
  });

  it('refuses a hash with 503 and Retry-After once SCRYPT_QUEUE wait', async () => {
    const hashes = Array.from({ length: SCRYPT_CONCURRENCY + SCRYPT_QUEUE }, (_, i) =>
      hashPassword(`queue-${i}`),
    );
    await expect(hashPassword('one-too-many')).rejects.toBe(SCRYPT_BUSY);
    expect(SCRYPT_BUSY.status).toBe(503);
    expect(SCRYPT_BUSY.headers['retry-after']).toMatch(/^\d+$/);
    await Promise.all(hashes);
  }, 120_000);
});

describe('the cost of new hashes (PASSWORD_HASH_COST)', () => {
  it("is OWASP's 2^15 unless the config says otherwise, and a bad value stops the start naming it", () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    for (const bad of ['9', '21', '12.5', 'high']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad })).toThrow(/^PASSWORD_HASH_COST must be/);
    }
  });

  it('applies to the hashes made after it is set; hashes made before still verify', async () => {
    const before = await hashPassword('pw12345678');
    setPasswordHashCost(11);
    try {
      const after = await hashPassword('pw12345678');
      expect(after).toMatch(/^\$scrypt\$v=1\$ln=11,r=8,p=1\$/);
      expect(await verifyPassword('pw12345678', before)).toBe(true);
      expect(await verifyPassword('pw12345678', after)).toBe(true);
      expect(() => setPasswordHashCost(9)).toThrow(RangeError);
    } finally {
      setPasswordHashCost(15);
    }
  });
});
