/**
 * Belgian place names as customers type them (SPEC 3: the departure and return city of an order belong
 * to its postal code).
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
