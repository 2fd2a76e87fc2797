/** English texts of the widget's event catalogue; the ids and their placeholders are event-nl.ts's. */
import type { Catalogue } from '../../core';
import type { EventId } from './event-nl';

const eventEn: Catalogue<EventId> = {
  'event.label': 'Event',
  'event.loading': 'Loading the event…',
  'event.venue': 'Venue: {venue}, {street} {nr}, {postal} {city}',
  'event.when': 'When: {start}',
  'event.whenEnd': 'When: {start} to {end}',
  'event.organiser': 'Organiser: {organiser}',
  'event.arrivalTime': 'Arrival time at the venue',
  'event.pickupTime': 'Pickup time after the event',
  'event.arrivalDate': 'Date of the ride to the event',
  'event.pickupDate': 'Date of the ride home',
  'event.to': 'To the event',
  'event.from': 'Back from the event',
  'event.wizardLabel': 'Book a ride to an event',
  'event.addressesHeading': 'Addresses and times',
  'event.trip.H': 'To the event only',
  'event.trip.T': 'Back from the event only',
  'event.priceTo': 'Price to the event',
  'event.priceFrom': 'Price back from the event',
  'event.noPrice': 'The price appears once the address is known.',
  'event.arrivalAt': 'Arrival time at the venue: {time}',
  'event.pickupAt': 'Pickup time after the event: {time}',
  'event.error.arrivalTime': 'Please check the arrival time at the venue.',
  'event.error.pickupTime': 'Please check the pickup time after the event.',
  'event.withdrawn': 'The organiser has cancelled this event; rides to it can no longer be booked.',
  'event.deadline': 'The booking deadline of this event has passed; rides to it can no longer be booked.',
  'event.past': 'This event is over; rides to it can no longer be booked.',
  'event.missing': 'This event was not found or could not be loaded.',
};

export default eventEn;
