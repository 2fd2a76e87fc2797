/**
 * Belgian place names as customers type them (SPEC 3: the departure and return city of an order belong
 * to its postal code); core/place-names.ts reads them with this folding.
 */

/**
 * Folds a place name for comparison: case, accents, hyphens, apostrophes and spaces do not count, so
 * "sint joost ten node", "Sint-Joost-ten-Node" and "SINT-JOOST-TEN-NODE" are one name, and "Liege" is
 * "Liège".
 */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, '');
}
