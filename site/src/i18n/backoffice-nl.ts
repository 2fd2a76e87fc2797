/**
 * Dutch texts of the back office's frame (/backoffice: navigation, loading, access); each section of
 * the back office has its own catalogue. fr and en have exactly these keys (their type).
 */
export const backofficeNl = {
  'bo.nav': 'Backoffice',
  'bo.loading': 'Backoffice laden…',
  'bo.forbidden': 'Deze pagina is voor medewerkers van de operator. Meld u aan met een medewerkersaccount.',
  'bo.failed': 'De backoffice kon niet worden geladen. Probeer het later opnieuw.',
  'bo.signedInAs': 'Aangemeld als {email} ({role, select, operator {operator} other {dispatcher}})',
  'bo.logout': 'Afmelden',
  'bo.empty': 'Er is nog geen onderdeel van de backoffice beschikbaar voor uw rol.',
};

/** A key of the back office's frame texts. */
export type BackofficeKey = keyof typeof backofficeNl;

/** A catalogue of the back office's frame texts. */
export type BackofficeMessages = Readonly<Record<BackofficeKey, string>>;
