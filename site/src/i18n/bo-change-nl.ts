/**
 * Dutch texts of the back office's settings for changing a booking (issue 27): until when a customer
 * may change a booking online and how a lower price is given back. fr and en have exactly these keys.
 */
export const boChangeNl = {
  'change.title': 'Boekingen wijzigen',
  'change.hint':
    'Een klant kan een boeking zelf wijzigen tot dit aantal uren voor de ophaling (standaard {hours} uur). Een lagere prijs krijgt hij terug zoals u hier kiest.',
  'change.limit': 'Wijzigen kan tot (uren voor de ophaling)',
  'change.refund': 'Verschil bij een lagere prijs',
  'change.refund.coupon': 'als kortingsbon',
  'change.refund.card': 'terug op de betaalkaart',
  'change.save': 'Opslaan',
  'change.saved': 'Opgeslagen.',
  'change.loading': 'Even laden…',
  'change.failed': 'Dat lukte niet: {reason}',
};

/** A text key of the change settings. */
export type BoChangeKey = keyof typeof boChangeNl;
/** The change settings' texts of one language. */
export type BoChangeMessages = Record<BoChangeKey, string>;
