import { isValidBelgianVat, normalizeVat } from '../../core';
import { viesCheck } from './vies';

/** The answer of `GET /api/vat/:number`. */
export interface VatCheck {
  valid: boolean;
  /** The number in its stored form, BE + 10 digits when it could be normalised. */
  number: string;
  /** What decided: core's checksum only, or the EU VIES register on top of it. */
  source: 'checksum' | 'vies';
  /** The registered name, when VIES disclosed it. */
  name?: string;
}

/**
 * Checks a Belgian VAT number: core's BE0 format and modulo-97 checksum first; when `viesUrl` is set and
 * the checksum passes, the VIES register decides. A VIES outage falls back to the checksum result.
 */
export async function checkVat(number: string, viesUrl: string | undefined): Promise<VatCheck> {
  const normalized = normalizeVat(number);
  if (!isValidBelgianVat(normalized)) return { valid: false, number: normalized, source: 'checksum' };
  if (viesUrl === undefined) return { valid: true, number: normalized, source: 'checksum' };
  const answer = await viesCheck(viesUrl, normalized.slice(0, 2), normalized.slice(2));
  if (answer === null) return { valid: true, number: normalized, source: 'checksum' };
  return { ...answer, number: normalized, source: 'vies' };
}
