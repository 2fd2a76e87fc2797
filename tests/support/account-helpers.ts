import { expect } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import type { Queryable } from '../../server/data/database';

/** A password strong enough for the server's strength rule, used by accounts the tests create. */
export const STRONG_PASSWORD = 'fiets-paraplu-7';

let counter = 0;

/** Inserts a consumer with `password` straight into the database and returns its id and username. */
export async function insertUser(
  db: Queryable,
  prefix: string,
  password = STRONG_PASSWORD,
): Promise<{ id: number; username: string }> {
  const username = `${prefix}${++counter}-${Date.now()}@example.be`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, firstname, lastname) VALUES ($1, $1, $2, 'Lies', 'Wouters')
     RETURNING id`,
    [username, await hashPassword(password)],
  );
  return { id: rows[0]!.id, username };
}

/** An HTTP answer with its status, parsed body and headers. */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * A password grant at `/api/token` from client address `from`, sent as the `X-Forwarded-For` entry a
 * trusted proxy would add (the server under test runs with `TRUST_PROXY=1`).
 */
export async function loginFrom(
  baseUrl: string,
  username: string,
  password: string,
  from: string,
): Promise<Answer> {
  const res = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ grant_type: 'password', client_id: 'webapp', username, password }),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Checks that a 429 says how long to wait, in its sentence and in `Retry-After`, and returns the seconds. */
export function expectWait(answer: Answer): number {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(answer.body).toMatchObject({
    error: 'too_many_requests',
    retry_after: seconds,
    error_description: expect.stringMatching(/try again in \d+ (seconds|minutes)\./),
  });
  return seconds;
}
