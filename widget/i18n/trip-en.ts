/** English texts of the widget's trip catalogue; the ids and their placeholders are trip-nl.ts's. */
import type { Catalogue } from '../../core';
import type { TripId } from './trip-nl';

const tripEn: Catalogue<TripId> = {
  'addresses.pax': 'Number of passengers',
  'addresses.departure': 'Outbound',
  'addresses.return': 'Return',
  'addresses.street': 'Street',
  'addresses.nr': 'House number',
  'addresses.postal': 'Postcode',
  'addresses.suggestions':
    '{count, plural, =0 {No streets found} one {# street found} other {# streets found}}',
  'addresses.date': 'Date',
  'addresses.landingDate': 'Landing date',
  'addresses.airport': 'Airport',
  'addresses.landingAirport': 'Arrival airport',
  'addresses.flight': 'Flight number',
  'addresses.flightTime': 'Flight departure time',
  'addresses.landingTime': 'Landing time',
  'flights.leaves': '{flight} leaves {airport} at {time}.',
  'flights.landsFrom': '{flight} from {city} lands at {time}.',
  'flights.lands': '{flight} lands at {airport} at {time}.',
  'addresses.margin': 'How long before your flight do you want to be at the airport?',
  'addresses.marginOption': '{minutes, plural, =0 {{whole} hours} other {{hours, number} hours}}',
  'addresses.origin': 'City the return flight leaves from',
  'addresses.same': 'Same address as for the outbound ride',
  'addresses.otherAddress': 'Back to another address?',
  'addresses.otherAirport': 'Landing at another airport?',
  'addresses.choosePickup': 'Choose a saved pickup address',
  'addresses.chooseReturn': 'Choose a saved drop-off address',
  'addresses.chooserTitle': 'Saved addresses',
  'addresses.use': 'Use this address',
  'addresses.close': 'Close',
  'error.departureAddress': 'Please check your outbound address.',
  'error.departureFlight': 'Please check the flight number and time of the outbound flight.',
  'error.retourAddress': 'Please check your return address.',
  'error.retourFlight': 'Please check the flight number and landing time of the return flight.',
  'error.origin': 'Please enter the city the return flight takes off from.',
};

export default tripEn;
