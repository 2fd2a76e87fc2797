/**
 * Dutch texts of the back office's frame (/backoffice: navigation, loading, access); each section of
 * the back office has its own catalogue. fr and en have exactly these keys (their type).
 */
export const backofficeNl = {
  'bo.nav': 'Backoffice',
  'bo.loading': 'Backoffice laden…',
  'bo.forbidden': 'Deze pagina is voor onze medewerkers. Meld u aan met een medewerkersaccount.',
  'bo.failed': 'De backoffice kon niet worden geladen. Probeer het later opnieuw.',
  'bo.signedInAs': 'Aangemeld als {email} ({role, select, operator {operator} other {dispatcher}})',
  'bo.logout': 'Afmelden',
  'bo.empty': 'Er is nog geen onderdeel van de backoffice beschikbaar voor uw rol.',
  // Why a back-office call failed, from the API's error code (site/src/utils/backoffice-api.ts
  // reasonOf); the server's English error_description is never shown (docs/languages.md).
  'bo.error.invalid_request': 'Een ingevulde waarde wordt niet aanvaard. Controleer het formulier.',
  'bo.error.field': 'De waarde bij ‘{field}’ wordt niet aanvaard. Controleer ze en probeer het opnieuw.',
  'bo.error.not_found': 'Dit gegeven bestaat niet (meer). Herlaad de pagina.',
  'bo.error.conflict': 'Dit gegeven bestaat al.',
  'bo.error.not_riding':
    'Deze boeking is niet betaald, gefactureerd of gratis; ze wordt niet gepland of uitgevoerd.',
  'bo.error.too_late': 'Daarvoor is het te laat: de rit heeft al plaatsgevonden of de termijn is verstreken.',
  'bo.error.too_early': 'Daarvoor is het nog te vroeg.',
  'bo.error.order_closed': 'Deze boeking is afgesloten en kan niet meer gewijzigd worden.',
  'bo.error.forbidden': 'Uw rol laat dit niet toe.',
  'bo.error.login_required': 'Uw sessie is verlopen. Meld u opnieuw aan.',
  'bo.error.username_taken': 'Deze gebruikersnaam is al in gebruik.',
  'bo.error.already_decided': 'Hierover is al beslist.',
  'bo.error.assignment_refused': 'Deze chauffeur of wagen kan deze rit niet rijden.',
  'bo.error.network': 'De server is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  'bo.error.other': 'Er ging iets mis. Probeer het opnieuw of herlaad de pagina.',
};

/** A key of the back office's frame texts. */
export type BackofficeKey = keyof typeof backofficeNl;

/** A catalogue of the back office's frame texts. */
export type BackofficeMessages = Readonly<Record<BackofficeKey, string>>;
