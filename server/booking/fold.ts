/**
 * Folds typed street text the way the `streets.name_fold` column of migration 003 folds names: lower
 * case, accents dropped, hyphens as spaces, apostrophes removed, runs of spaces collapsed, so a search
 * matches whatever accents and punctuation the customer types or omits.
 */
export function foldStreet(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/-/g, ' ')
    .replace(/['’]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart();
}
