import { isValidBelgianVat, normalizeVat, type VatCheck } from '../../core';
import { viesCheck } from './vies';

/** The answer of `GET /api/vat/:number`: core's shape. */
export type { VatCheck };

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
