/**
 * Dutch texts of step 3: the customer's details, consents and the field messages of that step. They load
 * with step 3.
 * ICU messages with flat dotted ids; this catalogue defines the ids, and the French and English ones
 * (person-fr.ts, person-en.ts) have exactly these. The build hands it to the browser precompiled.
 */
const personNl = {
  'person.firstName': 'Voornaam',
  'person.lastName': 'Familienaam',
  'person.email': 'E-mailadres',
  'person.phone': 'Gsm-nummer',
  'person.phoneCountry': 'Land',
  'person.consentAll':
    'Ik heb het {privacy} gelezen, aanvaard de {terms} en plaats deze bestelling met betalingsverplichting.',
  'person.privacyLink': 'privacybeleid',
  'person.termsLink': 'algemene voorwaarden',
  'person.readPrivacy': 'Lees het privacybeleid',
  'person.readTerms': 'Lees de algemene voorwaarden',
  'person.legalClose': 'Sluiten',
  'person.legalLoading': 'De tekst wordt geladen…',
  'person.legalFailed':
    'De tekst kon niet geladen worden. Probeer het later opnieuw of lees hem op onze website.',
  'person.agentCard':
    'U betaalt online. Betaalt uw reisbureau per factuur? Meld u dan eerst aan met het account van uw reisbureau.',
  'error.firstname': 'Gelieve een geldige voornaam in te vullen.',
  'error.lastname': 'Gelieve een geldige familienaam in te vullen.',
  'error.email': 'Gelieve een geldig e-mailadres in te vullen.',
  'error.phone': 'Gelieve een geldig gsm-nummer in te vullen.',
  'error.consentAll':
    'Vink het vakje aan om het privacybeleid en de algemene voorwaarden te aanvaarden en uw bestelling te plaatsen.',
  'error.address': 'Adres is verplicht.',
  'error.company': 'Bedrijfsnaam is verplicht.',
  'error.username': 'Gebruikersnaam is verplicht.',
  'error.vat': 'Vul een geldig btw-nummer in, bijvoorbeeld BE 0123.456.749.',
  'error.password': 'Minimaal {minPasswordLength} tekens; bevestiging verplicht.',
  // What booking and paying (step 3) may answer; loaded with step 3, not on the first step.
  'api.invoice': 'Uw boeking kon niet worden opgeslagen.',
  'api.free': 'Uw boeking kon niet worden opgeslagen.',
  'api.paymentMethod': 'De boekingsmodule kon geen verbinding maken.',
  'api.booking': 'De boekingsmodule kon geen verbinding maken.',
  'api.payment': 'De betaalpagina kon niet worden geopend.',
  'api.couponUsedUp':
    'Een kortingsbon werd intussen gebruikt, daardoor is uw prijs aangepast. Controleer het overzicht en boek opnieuw.',
} as const;

/** A message id of the widget's person texts. */
export type PersonId = keyof typeof personNl;

export default personNl;
