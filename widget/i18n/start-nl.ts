/**
 * Dutch texts of the wizard's frame (its label, progress bar, navigation, step headings, the failures of
 * calls to the server and of chunks) and step 0 (trip, postal code, airport, dates). They load before the
 * first step shows, the only catalogue that does.
 * ICU messages with flat dotted ids; this catalogue defines the ids, and the French and English ones
 * (start-fr.ts, start-en.ts) have exactly these. The build hands it to the browser precompiled.
 */
const startNl = {
  'wizard.label': 'Luchthavenvervoer boeken',
  'embed.close': 'Sluiten',
  'embed.open': 'Vervoer boeken',
  'wizard.loading': 'De boekingsmodule wordt geladen…',
  'wizard.sessionFailed': 'De boekingsmodule kon niet starten. Probeer het later opnieuw.',
  'wizard.retry': 'Opnieuw proberen',
  'wizard.required': 'verplicht',
  'wizard.errorsIntro': 'Controleer de gemarkeerde velden.',
  'step.start': 'Start',
  'step.addresses': 'Adressen',
  'step.extras': 'Vervoer en bagage',
  'step.person': 'Persoonsgegevens',
  'step.payment': 'Betaling',
  'progress.label': 'Voortgang van de boeking',
  'progress.value': 'Stap {step} van {total}: {name}',
  'nav.next': 'Volgende',
  'nav.previous': 'Vorige',
  'nav.book': 'Boeken en betalen',
  'nav.booking': 'Bezig met boeken…',
  'start.heading': 'Waar en wanneer?',
  'start.legs': 'Rit',
  'start.departure': 'Heenrit (naar de luchthaven)',
  'start.return': 'Terugrit (van de luchthaven)',
  'start.postal': 'Postcode',
  'start.city': 'Gemeente: {city}, {country}',
  'start.airport': 'Luchthaven',
  'start.chooseAirport': 'Kies een luchthaven',
  'start.pickupDate': 'Vertrekdatum',
  'start.returnDate': 'Terugkeerdatum',
  'start.sameDay': 'Heen en terug op dezelfde dag?',
  'start.loginHint': 'Hebt u een account? {login} of {register} om sneller te boeken.',
  'start.login': 'Meld u aan',
  'start.register': 'registreer',
  'start.newTab': '(opent in een nieuw tabblad)',
  'start.agentNotice': 'Reisbureau? Gebruik uw persoonlijke partnerlink om voor uw klanten te boeken.',
  'start.partners': 'Onze partners',
  'nav.confirmChange': 'Wijziging bevestigen',
  'nav.confirmingChange': 'Wijziging wordt bevestigd…',
  'revise.banner':
    'U wijzigt boeking {code}. Pas in de stappen aan wat nodig is; in de laatste stap ziet u de oude en de nieuwe prijs naast elkaar voor u bevestigt.',
  'addresses.heading': 'Adressen en vluchten',
  'extras.heading': 'Vervoer en bagage',
  'person.heading': 'Uw gegevens',
  'error.departureCity': 'Gelieve een geldige postcode in te vullen.',
  'error.departureAirport': 'Gelieve een luchthaven te kiezen.',
  'error.departureDate': 'Gelieve een geldige vertrekdatum te kiezen.',
  'error.retourAirport': 'Gelieve de luchthaven van aankomst te kiezen.',
  'error.retourDate': 'Gelieve een geldige terugkeerdatum te kiezen.',
  'error.noBooking': 'Voor dit adres is geen boeking mogelijk.',
  'api.authClient': 'De boekingsmodule kon geen verbinding maken.',
  'api.reauth': 'De boekingsmodule kon geen verbinding maken.',
  'api.airports': 'De boekingsmodule kon geen verbinding maken.',
  'api.settings': 'De boekingsmodule kon geen verbinding maken.',
  'api.streets': 'De boekingsmodule kon geen verbinding maken.',
  'api.coupon': 'De boekingsmodule kon geen verbinding maken.',
  'api.price': 'De prijs kon niet worden berekend.',
  'api.book': 'Uw boeking kon niet worden opgeslagen.',
  'api.userData': 'De boekingsmodule kon geen verbinding maken.',
  'api.chunk':
    'Een deel van de boekingsmodule kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw; wat u invulde, blijft bewaard.',
} as const;

/** A message id of the widget's start texts. */
export type StartId = keyof typeof startNl;

export default startNl;
