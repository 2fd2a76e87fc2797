/** What the EU VIES service said about one VAT number. */
export interface ViesAnswer {
  valid: boolean;
  /** The registered name, when the member state discloses it. */
  name?: string;
}

/**
 * Asks the EU VIES REST API whether a VAT number is registered: `GET {base}/ms/{country}/vat/{number}`,
 * answered with `{isValid, name, userError, ...}`. `base` is `VIES_URL`, normally
 * `https://ec.europa.eu/taxation_customs/vies/rest-api`. Returns null when VIES cannot answer (network
 * error, timeout, member state unavailable), so the caller can fall back to the checksum instead of
 * blocking a registration on an outage.
 */
export async function viesCheck(
  base: string,
  country: string,
  number: string,
  timeoutMs = 5000,
): Promise<ViesAnswer | null> {
  try {
    const res = await fetch(`${base}/ms/${encodeURIComponent(country)}/vat/${encodeURIComponent(number)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { isValid?: unknown; name?: unknown; userError?: unknown };
    if (typeof body.isValid !== 'boolean') return null;
    // VIES reports an unreachable member-state register as isValid false with a userError such as
    // MS_UNAVAILABLE; that is "unknown", not "invalid".
    if (
      !body.isValid &&
      typeof body.userError === 'string' &&
      !['VALID', 'INVALID'].includes(body.userError)
    ) {
      return null;
    }
    const name =
      typeof body.name === 'string' && body.name !== '---' && body.name !== '' ? body.name : undefined;
    return name === undefined ? { valid: body.isValid } : { valid: body.isValid, name };
  } catch {
    return null;
  }
}
