/** A partner organisation of SPEC 2: its shortcut route, its logo on step 0 and its agent licence. */
export interface Partner {
  /** The partner's name as written; its lower-case, hyphenated form is the route path. */
  readonly name: string;
  /** The agent licence passed to the booking as TALIC. */
  readonly talic: string;
  /** The partner code passed as PARTNER. */
  readonly code: string;
}

/**
 * The four partner organisations of SPEC 2 as DEMO data: the demo seed stores them in the partners
 * table (marked demo) with their agent licences. PLACEHOLDER names and licences: the real partners are
 * not in the specification, so a real install has none of them; the operator adds the real ones in the
 * back office, and the shortcut routes and the wizard's logos read that table (issue 13). One name has
 * two words, so its route also answers without the hyphen.
 */
export const PARTNERS: readonly Partner[] = [
  { name: 'Partner One', talic: 'PLACEHOLDER-TALIC-1', code: 'PARTNERONE' },
  { name: 'Partnertwo', talic: 'PLACEHOLDER-TALIC-2', code: 'PARTNERTWO' },
  { name: 'Partnerthree', talic: 'PLACEHOLDER-TALIC-3', code: 'PARTNERTHREE' },
  { name: 'Partnerfour', talic: 'PLACEHOLDER-TALIC-4', code: 'PARTNERFOUR' },
];
