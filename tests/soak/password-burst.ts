/**
 * The long-password burst of issue 24: registrations, resets and organiser requests with the longest
 * password the schemas allow, all at once, while /api/version is asked again and again. Before the
 * estimate left the event loop, four such requests froze every call for 14 s. Reports the version
 * call's answer times during the burst (p50, p99); the soak judges the 100 ms target, tests never time.
 * No vitest here: scripts/soak.ts runs it.
 */
import { httpClient, inParallel, type RawAnswer } from './http';
import { anonymous } from './tokens';

/** The soak's password: 1,007 characters, under the 1,024 the schemas allow. */
export const LONG_PASSWORD = 'Lange-kerstboom-91 '.repeat(53);

/** What a burst did. */
export interface PasswordBurst {
  /** Answers of the burst's calls by status ("201": 4, "503": 2, …). */
  statuses: Record<string, number>;
  /** /api/version calls answered during the burst, and their answer times. */
  versions: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Version calls that did not answer 200. */
  versionFailures: number;
  burstMs: number;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
}

/**
 * Sends `perCall` registrations, `perCall` resets (unknown users with a code: refused before any
 * estimate) and `perCall` organiser requests at once to `base`, all with {@link LONG_PASSWORD}, and
 * asks /api/version one call after the other until they have all answered (200,000 calls at most).
 */
export async function passwordBurst(base: string, perCall = 4): Promise<PasswordBurst> {
  const token = await anonymous(base);
  const client = httpClient(base, 3 * perCall + 1, 600_000);
  const tag = Date.now().toString(36);
  const post = (path: string, body: unknown) =>
    client.send({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const calls: (() => Promise<RawAnswer>)[] = [];
  for (let i = 0; i < perCall; i++) {
    calls.push(() =>
      post('/api/billousers/newuser', {
        username: `burst-${tag}-${i}@example.be`,
        password: LONG_PASSWORD,
        confirmPassword: LONG_PASSWORD,
      }),
    );
    calls.push(() =>
      post('/api/billousers/changepassword', {
        username: `nobody-${tag}-${i}@example.be`,
        code: 'not-a-code',
        password: LONG_PASSWORD,
        confirmPassword: LONG_PASSWORD,
      }),
    );
    calls.push(() =>
      post('/api/billoevents/registration', {
        username: `burst-org-${tag}-${i}@example.be`,
        password: LONG_PASSWORD,
        confirmPassword: LONG_PASSWORD,
        organisation: `Burst ${tag} ${i}`,
        contact: 'Els De Smet',
        phone: '+32 9 123 45 67',
        website: 'https://feesten.example.be',
        motivation: 'We organise a city festival and want our visitors to arrive without a car.',
        taal: 'NL',
      }),
    );
  }
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let done = false;
  const burst = inParallel(calls.length, calls.length, async (i) => {
    const a = await calls[i]!();
    const key = String(a.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }).finally(() => {
    done = true;
  });
  const times: number[] = [];
  let versionFailures = 0;
  for (let n = 0; !done && n < 200_000; n++) {
    const v = await client.send({ method: 'GET', path: '/api/version' });
    if (v.status === 200) times.push(v.ms);
    else versionFailures++;
  }
  await burst;
  const burstMs = Math.round(performance.now() - started);
  client.close();
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    statuses,
    versions: times.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    versionFailures,
    burstMs,
  };
}
