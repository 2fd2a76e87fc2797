/**
 * The operator's street aliases behind `npm run admin -- list-street-aliases | add-street-alias |
 * remove-street-alias` (issue 28): another name a customer types for a street, such as a venue's
 * ("ICC" for the ICC Gent's Familie Van Rysselberghedreef in 9000). The street search adds an alias to
 * its street's words and always suggests the street's official name.
 */
import { z } from 'zod';
import { isBelgianPostalCode } from '../../core';
import type { Queryable } from '../data/database';
import { deleteStreetAlias, findStreet, listStreetAliases, upsertStreetAlias } from '../data/geo/geo-repo';
import { forgetStreetLookups } from '../places/street-lookup';
import { UsageError, check, requiredText, type AdminOptions } from './command-options';

const postal = z
  .string({ error: 'is required' })
  .refine(isBelgianPostalCode, 'a Belgian postal code of four digits')
  .transform(Number);
const aliasOptions = z.object({ postal, alias: requiredText(80) });
const addOptions = aliasOptions.extend({ street: requiredText(200) });

/** Lists every alias: postal code, alias and the street it finds. */
export async function listAliases(db: Queryable): Promise<string[]> {
  const rows = await listStreetAliases(db);
  if (rows.length === 0) return ['No street aliases.'];
  return rows.map((r) => `${r.postcode}  ${r.alias}  →  ${r.street}`);
}

/** Adds an alias of a street the geodata knows for the postal code (its official name is stored). */
export async function addAlias(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(addOptions, options);
  const street = await findStreet(db, o.postal, o.street);
  if (!street) throw new UsageError(`--street: ${o.postal} has no street "${o.street}".`);
  await upsertStreetAlias(db, { postcode: o.postal, street: street.name, alias: o.alias });
  forgetStreetLookups(db);
  return [`${o.postal}  ${o.alias}  →  ${street.name}`];
}

/** Removes an alias; an alias that is not listed is refused. */
export async function removeAlias(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(aliasOptions, options);
  if (!(await deleteStreetAlias(db, o.postal, o.alias)))
    throw new UsageError(`--alias: ${o.postal} has no alias "${o.alias}".`);
  forgetStreetLookups(db);
  return [`Removed ${o.postal}  ${o.alias}.`];
}
