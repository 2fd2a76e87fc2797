/**
 * The throttle of PO, coupon and agent licence look-ups (issue 9, licences since issue 17): a PO number
 * can make a ride free, a coupon takes money off and a licence is the key of an agent's bookings, so
 * none of them must be found by trying. Per client address, the distinct codes that
 * were refused (unknown, expired, used up, not this agent's) within {@link CODE_LOOKUP_WINDOW_SECONDS}
 * are counted in the database (table code_lookups: several API processes share it). Once a new code
 * would make more than {@link CODE_LOOKUP_LIMIT}, the price, checkcoupon and order calls answer 429 for
 * any code the client has not asked before, a real one too, or the answer would still tell real codes
 * from guesses. Codes the client already asked may be asked again: the wizard re-prices with the same
 * code many times, and a customer who mistyped once loses nothing.
 */
import {
  countRefusedLookups,
  deleteOldLookups,
  listClientLookups,
  lockClientLookups,
  markLookupAccepted,
  recordRefusedLookup,
  type CodeKind,
} from '../data/code-lookups/code-lookups-repo';
import type { Database } from '../data/database';
import { ApiError } from '../http/envelope';

/** Distinct refused codes one client address may try within the window. */
export const CODE_LOOKUP_LIMIT = 10;

/** The window of {@link CODE_LOOKUP_LIMIT}, in seconds (10 minutes). */
export const CODE_LOOKUP_WINDOW_SECONDS = 600;

export type { CodeKind };

/** One code a request asks about, and the request field to name in a refusal. */
export interface CodeRequest {
  kind: CodeKind;
  code: string;
  field: string;
}

/** The guard of one request's look-ups (see {@link codeGuard}). */
export interface CodeGuard {
  /**
   * Admits the codes of a request before any of them is looked up, or throws the 429. Empty codes
   * are ignored.
   */
  admit(codes: readonly CodeRequest[]): Promise<void>;
  /** Reports the outcome of a look-up: an accepted code does not count towards the limit. */
  settle(kind: CodeKind, code: string, accepted: boolean): Promise<void>;
}

// Throttle keys are the client's address; a forwarded value is cut so that it always fits the index.
const MAX_CLIENT_LENGTH = 100;

const normal = (code: string) => code.trim().toUpperCase();
const keyOf = (kind: CodeKind, code: string) => `${kind}\u0000${code}`;

function tooMany(field: string, retrySeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retrySeconds / 60));
  return new ApiError(
    429,
    'too_many_requests',
    `Too many unknown PO numbers, coupon codes or agent licences were tried from your connection; please try again in ${minutes} minutes.`,
    field,
  );
}

/**
 * The guard of {@link codeGuard}, a class rather than a closure per request: every price call makes
 * one, and most ask nothing of it (no code), so it holds no more than its two arguments until asked.
 */
class RequestCodeGuard implements CodeGuard {
  #key: string | undefined;
  /** The codes this request counted as refused until their look-up says otherwise. */
  #counted: Set<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly client: () => string,
  ) {}

  #clientKey(): string {
    return (this.#key ??= this.client().slice(0, MAX_CLIENT_LENGTH));
  }

  async admit(requests: readonly CodeRequest[]): Promise<void> {
    const asked = new Map<string, CodeRequest>();
    for (const r of requests) {
      const code = normal(r.code);
      if (code !== '') asked.set(keyOf(r.kind, code), { ...r, code });
    }
    if (asked.size === 0) return;
    const { db } = this;
    const client = this.#clientKey();
    const seen = await listClientLookups(db, client, CODE_LOOKUP_WINDOW_SECONDS);
    for (const row of seen) asked.delete(keyOf(row.kind, row.code));
    // The common case: the wizard asks again about codes it asked before; nothing to count.
    if (asked.size === 0) return;
    const fresh = [...asked.values()];
    await db.transaction(async (tx) => {
      // One client's new codes are counted one request at a time, so concurrent guesses cannot all
      // pass a count that none of them has raised yet.
      await lockClientLookups(tx, client);
      const refused = await countRefusedLookups(tx, client, CODE_LOOKUP_WINDOW_SECONDS);
      if (refused.count + fresh.length > CODE_LOOKUP_LIMIT) {
        throw tooMany(fresh[0]!.field, refused.retrySeconds ?? CODE_LOOKUP_WINDOW_SECONDS);
      }
      await deleteOldLookups(tx, CODE_LOOKUP_WINDOW_SECONDS);
      for (const f of fresh) await recordRefusedLookup(tx, client, f.kind, f.code);
    });
    const counted = (this.#counted ??= new Set());
    for (const f of fresh) counted.add(keyOf(f.kind, f.code));
  }

  async settle(kind: CodeKind, code: string, accepted: boolean): Promise<void> {
    const c = normal(code);
    if (!accepted || !this.#counted?.delete(keyOf(kind, c))) return;
    await markLookupAccepted(this.db, this.#clientKey(), kind, c);
  }
}

/**
 * Creates the guard of one request. `client` gives the caller's address (server/auth/throttle.ts
 * `clientAddress`); it is only asked when the request carries a code.
 */
export function codeGuard(db: Database, client: () => string): CodeGuard {
  return new RequestCodeGuard(db, client);
}
