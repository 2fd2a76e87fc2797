/**
 * Belgian place names as customers type them (SPEC 3: the departure and return city of an order belong
 * to its postal code); core/place-names.ts reads them with this folding.
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
