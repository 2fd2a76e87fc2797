/**
 * Belgian place names as customers type them (SPEC 3: the departure and return city of an order belong
 * to its postal code).
 */
import { foldStreetName } from './streets';

/**
 * Folds a place name for comparison: the street names' fold (core/streets.ts), and spaces do not count
 * either, so "sint joost ten node", "Sint-Joost-ten-Node" and "SINT-JOOST-TEN-NODE" are one name, and
 * "Liege" is "Liège".
 */
export function foldPlaceName(name: string): string {
  return foldStreetName(name).replaceAll(' ', '');
}

/**
 * Finds the name among `names` (the municipality and locality names of a postal code, as the geodata
 * spells them) that `typed` means, ignoring what {@link foldPlaceName} ignores. Returns that spelling,
 * or null when `typed` names none of them (or is empty).
 */
export function matchPlaceName(typed: string, names: readonly string[]): string | null {
  const folded = foldPlaceName(typed);
  if (folded === '') return null;
  return names.find((n) => foldPlaceName(n) === folded) ?? null;
}
