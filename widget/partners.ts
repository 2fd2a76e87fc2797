import { PARTNERS } from '../core';

/**
 * Names of the four partner organisations shown on step 0 (SPEC 2), from core's PARTNERS list. The logos
 * are accessible text placeholders until the operator supplies image files.
 */
export const PARTNER_NAMES: readonly string[] = PARTNERS.map((p) => p.name);
