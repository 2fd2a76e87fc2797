/**
 * Dutch texts of the server's SMS (issue 26), ICU message format, flat dotted keys; sms-fr.ts and
 * sms-en.ts have exactly the same keys and placeholders. Kept within two SMS segments (306 GSM-7
 * characters) for usual names and addresses: no characters outside GSM-7 in the fixed text.
 */
const nl = {
  'driverNotice.departure':
    '{today}Rit {bonnr} op {date} om {time}: chauffeur {driver} ({mobile}) haalt u op aan {address}. Wagen: {car}, {plate}.',
  'driverNotice.return':
    '{today}Rit {bonnr} op {date} vanaf {time}: chauffeur {driver} ({mobile}) wacht op u. {meeting} Wagen: {car}, {plate}.',
  'driverNotice.today': 'Vandaag. ',
  'driverNotice.timeLater': 'uur volgt',
  driverMove:
    'Rit {bonnr}: vlucht {flight} landt om {landing} ({airport}). Ophaling van {name} verschuift van {from} naar {to}. Gratis wachttijd: {minutes} min.',
  'meetingPoint.default':
    'Aankomsthal {airport}: uw chauffeur wacht aan de uitgang van de bagageafhaling met een naambordje.',
};

/** A message id of the server's SMS. */
export type SmsMessageId = keyof typeof nl;

/** A complete set of SMS texts in one language. */
export type SmsMessages = Record<SmsMessageId, string>;

export default nl satisfies SmsMessages;
