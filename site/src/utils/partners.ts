/** The partner shortcut routes of SPEC 2: paths from the partner's name, and where they lead. */
import type { AgentQuery } from '../../../core';
import type { Partner } from '../config';

/**
 * Gives the paths (without slashes) a partner answers on: its lower-case name with hyphens between
 * words, and for a name of several words also the form without hyphens.
 *
 * @example partnerSlugs({ name: 'Partner One', … }) // ['partner-one', 'partnerone']
 */
export function partnerSlugs(partner: Pick<Partner, 'name'>): string[] {
  const hyphenated = partner.name.trim().toLowerCase().split(/\s+/).join('-');
  const joined = hyphenated.replace(/-/g, '');
  return joined === hyphenated ? [hyphenated] : [hyphenated, joined];
}

/** Gives the home page address with the partner's agent licence, agent name and partner code as query values. */
export function partnerTarget(partner: Partner): string {
  const values = { TALIC: partner.talic, TANAME: partner.name, PARTNER: partner.code } satisfies AgentQuery;
  const query = new URLSearchParams(values);
  return `/?${query.toString()}`;
}
