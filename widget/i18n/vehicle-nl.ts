/**
 * Dutch texts of step 2: the kind of vehicle and its cards, the luggage and child-seat steppers, pets,
 * remarks for the driver and the field messages of that step. The overview names the vehicle and the
 * luggage with them too, so they load with step 2 and with the overview.
 * ICU messages with flat dotted ids; this catalogue defines the ids, and the French and English ones
 * (vehicle-fr.ts, vehicle-en.ts) have exactly these. The build hands it to the browser precompiled.
 */
const vehicleNl = {
  'extras.type': 'Soort vervoer',
  'extras.type.COMBINATIE': 'Combi (gedeelde minibus)',
  'extras.type.COMFORT': 'Comfort (privé)',
  'extras.type.BUSINESS': 'Business (luxewagen)',
  'extras.combiNotice':
    'Combi boekt u tot {days, plural, one {# dag} other {# dagen}} voor vertrek; later alleen met een geldig PO-nummer van uw reisbureau. Gedeelde ritten zijn sinds {cutoff} niet meer beschikbaar.',
  'extras.pax': 'Passagiers',
  'extras.koffers': 'Koffers',
  'extras.fietskoffers': 'Fietskoffers',
  'extras.rolstoelen': 'Plooibare rolstoelen',
  'extras.rollators': 'Rollators',
  'extras.kinderwagens': 'Kinderwagens',
  'extras.skis': 'Ski’s',
  'extras.golfbags': 'Golftassen',
  'extras.other': 'Andere bagage en uitrusting',
  'extras.childSeats': 'Kinderzitjes',
  'extras.childSeatsSmall': 'Kinderzitjes {childSeatAge1}-{childSeatAge2} jaar',
  'extras.childSeatsMedium': 'Kinderzitjes {childSeatAge2}-{childSeatAge3} jaar',
  'extras.childSeatsLarge': 'Kinderzitjes (kinderen ouder dan {childSeatAge3} jaar)',
  'extras.cargo': 'Laadruimte',
  'extras.cargoValue': '{percent, number}% van de laadruimte gebruikt',
  'error.cargo': 'De bagage past niet in één voertuig; verminder de bagage of maak meerdere boekingen.',
  'error.chairs': 'Maximaal {maxChildSeats} kinderzitjes per boeking.',
  'cards.desc.COMBINATIE': 'Gedeelde minibus: u rijdt samen met andere reizigers.',
  'cards.desc.COMFORT': 'Eigen wagen of minibus, enkel voor uw gezelschap.',
  'cards.desc.BUSINESS': 'Luxewagen met chauffeur, enkel voor uw gezelschap.',
  'cards.picture.COMBINATIE': 'Tekening van een minibus',
  'cards.picture.COMFORT': 'Tekening van een personenwagen',
  'cards.picture.BUSINESS': 'Tekening van een luxewagen',
  'cards.capacity':
    'Tot {pax, plural, one {# passagier} other {# passagiers}}; de balk hieronder toont hoeveel bagage nog past.',
  'cards.price': '{price} voor deze rit',
  'cards.pricePending': 'De prijs verschijnt zodra adres en luchthaven bekend zijn',
  'cards.unavailable': 'Niet beschikbaar',
  'cards.reason.cutoff': 'Gedeelde ritten (Combi) zijn sinds {cutoff} niet meer beschikbaar.',
  'cards.reason.notice':
    'Combi boekt u minstens {days, plural, one {# dag} other {# dagen}} vooraf, of later met een geldig PO-nummer van uw reisbureau.',
  'stepper.decrease': 'Minder: {label}',
  'stepper.increase': 'Meer: {label}',
  'extras.pets': 'Huisdieren',
  'pets.hint': 'Meld huisdieren minstens {hours, number} uur vooraf; {price} per huisdier per rit.',
  'remarks.label': 'Opmerkingen voor de chauffeur',
  'remarks.hint':
    'Bijvoorbeeld een ontmoetingspunt. Een tussenstop vraagt u minstens {days, plural, one {# dag} other {# dagen}} vooraf aan; die kan de prijs wijzigen. Hoogstens {max, plural, one {# teken} other {# tekens}}.',
  'remarks.invalid': 'Gebruik gewone tekst van hoogstens {max, plural, one {# teken} other {# tekens}}.',
} as const;

/** A message id of the widget's vehicle texts. */
export type VehicleId = keyof typeof vehicleNl;

export default vehicleNl;
