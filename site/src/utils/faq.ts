/** The FAQ's questions, in the order the page lists them; each has a `.q` and `.a` text per language. */
export const FAQ_TOPICS = [
  'book',
  'lastMinute',
  'advance',
  'price',
  'types',
  'combi',
  'cancel',
  'refund',
  'payment',
  'changeTime',
  'pickupTime',
  'waitHome',
  'waitAirport',
  'flight',
  'luggage',
  'extraCosts',
  'childSeats',
  'pets',
  'special',
  'passengers',
  'stops',
  'account',
  'agents',
  'confirmation',
] as const;

/** One FAQ topic. */
export type FaqTopic = (typeof FAQ_TOPICS)[number];
