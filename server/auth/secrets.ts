import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Makes an unguessable secret for a bearer token, refresh token or reset code: 32 random bytes,
 * base64url (43 characters, safe in a URL query without escaping).
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Hashes a high-entropy secret for storage. A plain SHA-256 suffices here (unlike passwords): the
 * secret has 256 random bits, so a leaked hash cannot be brute-forced, and lookups stay one index hit.
 */
export function hashSecret(secret: string): string {
  // The one-shot hash avoids a Hash object per call; this runs on every authenticated request.
  return hash('sha256', secret, 'hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
