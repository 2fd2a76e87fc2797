/** English texts of the widget's vehicle catalogue; the ids and their placeholders are vehicle-nl.ts's. */
import type { Catalogue } from '../../core';
import type { VehicleId } from './vehicle-nl';

const vehicleEn: Catalogue<VehicleId> = {
  'extras.type': 'Transport type',
  'extras.type.COMBINATIE': 'Combi (shared minibus)',
  'extras.type.COMFORT': 'Comfort (private)',
  'extras.type.BUSINESS': 'Business (luxury car)',
  'extras.combiNotice':
    'Combi can only be booked up to {days, plural, one {# day} other {# days}} before departure; after that only with a valid PO number from the travel agency. Shared rides have been suspended since {cutoff}.',
  'extras.pax': 'Passengers',
  'extras.koffers': 'Suitcases',
  'extras.fietskoffers': 'Bicycle cases',
  'extras.rolstoelen': 'Folding wheelchairs',
  'extras.rollators': 'Rollators',
  'extras.kinderwagens': 'Pushchairs',
  'extras.skis': 'Skis',
  'extras.golfbags': 'Golf bags',
  'extras.other': 'Other luggage and equipment',
  'extras.childSeats': 'Child seats',
  'extras.childSeatsSmall': 'Child seats {childSeatAge1}-{childSeatAge2} years',
  'extras.childSeatsMedium': 'Child seats {childSeatAge2}-{childSeatAge3} years',
  'extras.childSeatsLarge': 'Child seats over {childSeatAge3} years',
  'extras.cargo': 'Luggage space',
  'extras.cargoValue': '{percent, number}% of the luggage space used',
  'error.cargo': 'The luggage does not fit in one vehicle; reduce it or make several bookings.',
  'error.chairs': 'At most {maxChildSeats} child seats per booking.',
  'cards.desc.COMBINATIE': 'Shared minibus: you ride with other travellers.',
  'cards.desc.COMFORT': 'Private car or minibus, just for your party.',
  'cards.desc.BUSINESS': 'Luxury car with a chauffeur, just for your party.',
  'cards.picture.COMBINATIE': 'Drawing of a minibus',
  'cards.picture.COMFORT': 'Drawing of a saloon car',
  'cards.picture.BUSINESS': 'Drawing of a luxury car',
  'cards.capacity':
    'Up to {pax, plural, one {# passenger} other {# passengers}}; the bar below shows how much luggage still fits',
  'cards.price': '{price} for this trip',
  'cards.pricePending': 'The price will appear once the address and airport are known',
  'cards.unavailable': 'Not available',
  'cards.reason.cutoff': 'Shared rides (Combi) have not been available since {cutoff}.',
  'cards.reason.notice':
    'Combi must be booked at least {days, plural, one {# day} other {# days}} ahead, or later with a valid PO number from your travel agency.',
  'stepper.decrease': 'Fewer: {label}',
  'stepper.increase': 'More: {label}',
  'extras.pets': 'Pets',
  'pets.hint':
    'Let us know about pets at least {hours, plural, one {# hour} other {# hours}} ahead; {price} per pet per ride.',
  'remarks.label': 'Notes for the driver',
  'remarks.hint':
    'For example a meeting point. Ask for a stop on the way at least {days, plural, one {# day} other {# days}} ahead; it may change the price. At most {max, plural, one {# character} other {# characters}}.',
  'remarks.invalid': 'Use plain text of at most {max, plural, one {# character} other {# characters}}.',
};

export default vehicleEn;
