/**
 * The worker thread of server/accounts/strength-pool.ts: runs core's password-strength estimate, which
 * takes seconds of CPU, away from the server's event loop. One estimate at a time; each answer names
 * this thread, so tests can tell the estimate did not run on the main thread.
 *
 * core/password-strength.ts is loaded by file URL with its extension: a worker thread starts without
 * the bundler's or tsx's resolution when the server runs under a test runner, and Node's own type
 * stripping needs the full file name. It imports only packages, so nothing else needs resolving.
 */
import { parentPort, threadId } from 'node:worker_threads';
import type * as Strength from '../../core/password-strength';

/** A check the pool asks for. */
export interface StrengthRequest {
  id: number;
  password: string;
  personal: readonly string[];
}

/** What the worker answers: the verdict, or the message of what failed. */
export type StrengthReply =
  | { id: number; reason: Strength.WeakPasswordReason | null; threadId: number }
  | { id: number; error: string };

const core = (await import(
  new URL('../../core/password-strength.ts', import.meta.url).href
)) as typeof Strength;

parentPort?.on('message', (m: StrengthRequest) => {
  let reply: StrengthReply;
  try {
    reply = { id: m.id, reason: core.passwordWeakness(m.password, m.personal), threadId };
  } catch (e) {
    reply = { id: m.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
