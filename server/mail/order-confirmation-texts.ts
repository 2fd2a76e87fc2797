/** The texts of the order confirmation e-mail and its calendar events, in the product's three languages. */

/** A language of the confirmation: the order's `taal`, lower-cased. */
export type MailLang = 'nl' | 'fr' | 'en';

/** How an order was settled, which the e-mail states. */
export type Settlement = 'paid' | 'invoiced' | 'free';

/** All wording of one language. */
export interface ConfirmationTexts {
  locale: string;
  subject(bonnr: string): string;
  greeting(name: string): string;
  received: string;
  receipt: string;
  bookingCode: string;
  bookingCodeHint: string;
  settlement: Record<Settlement, (amount: string) => string>;
  transport: string;
  passengers: string;
  departure: string;
  ret: string;
  flight(nr: string, date: string, time: string): string;
  landing(nr: string, date: string, time: string, origin: string): string;
  pickup(time: string): string;
  from: string;
  to: string;
  calendar: string;
  closing: string;
  toAirport(airport: string): string;
  fromAirport(airport: string): string;
  eventPickupNote: string;
  eventReturnNote: string;
  types: Record<string, string>;
}

/** The confirmation texts per language. */
export const CONFIRMATION_TEXTS: Readonly<Record<MailLang, ConfirmationTexts>> = {
  nl: {
    locale: 'nl-BE',
    subject: (b) => `Bevestiging van uw boeking ${b}`,
    greeting: (n) => `Beste ${n},`,
    received: 'Bedankt voor uw boeking. We hebben uw bestelling goed ontvangen.',
    receipt: 'Bonnummer',
    bookingCode: 'Boekingscode',
    bookingCodeHint: 'Met deze code koppelt u de boeking aan uw account (Mijn account, boeking koppelen).',
    settlement: {
      paid: (a) => `Betaald: ${a}`,
      invoiced: (a) => `Totaal ${a}, wordt gefactureerd aan uw reisagent.`,
      free: () => 'Er is geen betaling nodig voor deze boeking.',
    },
    transport: 'Vervoer',
    passengers: 'Passagiers',
    departure: 'Heenreis',
    ret: 'Terugreis',
    flight: (nr, d, t) => `Vlucht ${nr} op ${d} om ${t}`,
    landing: (nr, d, t, o) => `Vlucht ${nr} uit ${o}, landing op ${d} om ${t}`,
    pickup: (t) => `Voorlopig ophaaluur ${t}; het definitieve ophaaluur krijgt u ongeveer een week vooraf.`,
    from: 'Van',
    to: 'Naar',
    calendar: 'De ritten staan in de bijgevoegde agenda (.ics).',
    closing: 'Goede reis!',
    toAirport: (a) => `Luchthavenvervoer naar ${a}`,
    fromAirport: (a) => `Luchthavenvervoer van ${a} naar huis`,
    eventPickupNote: 'Voorlopig ophaaluur; het definitieve uur volgt ongeveer een week vooraf.',
    eventReturnNote: 'De chauffeur wacht tot 30 minuten na de landing.',
    types: { combinatie: 'Combi (gedeeld)', comfort: 'Comfort', business: 'Business' },
  },
  fr: {
    locale: 'fr-BE',
    subject: (b) => `Confirmation de votre réservation ${b}`,
    greeting: (n) => `Bonjour ${n},`,
    received: 'Merci pour votre réservation. Nous avons bien reçu votre commande.',
    receipt: 'Numéro de bon',
    bookingCode: 'Code de réservation',
    bookingCodeHint: 'Ce code relie la réservation à votre compte (Mon compte, lier une réservation).',
    settlement: {
      paid: (a) => `Payé : ${a}`,
      invoiced: (a) => `Total ${a}, facturé à votre agent de voyage.`,
      free: () => 'Aucun paiement n’est nécessaire pour cette réservation.',
    },
    transport: 'Transport',
    passengers: 'Passagers',
    departure: 'Aller',
    ret: 'Retour',
    flight: (nr, d, t) => `Vol ${nr} le ${d} à ${t}`,
    landing: (nr, d, t, o) => `Vol ${nr} en provenance de ${o}, atterrissage le ${d} à ${t}`,
    pickup: (t) =>
      `Heure de prise en charge provisoire ${t} ; l’heure définitive vous est communiquée environ une semaine avant.`,
    from: 'De',
    to: 'À',
    calendar: 'Les trajets figurent dans l’agenda joint (.ics).',
    closing: 'Bon voyage !',
    toAirport: (a) => `Transfert vers l’aéroport ${a}`,
    fromAirport: (a) => `Transfert de l’aéroport ${a} vers le domicile`,
    eventPickupNote:
      'Heure de prise en charge provisoire ; l’heure définitive suit environ une semaine avant.',
    eventReturnNote: 'Le chauffeur attend jusqu’à 30 minutes après l’atterrissage.',
    types: { combinatie: 'Combi (partagé)', comfort: 'Comfort', business: 'Business' },
  },
  en: {
    locale: 'en-GB',
    subject: (b) => `Confirmation of your booking ${b}`,
    greeting: (n) => `Dear ${n},`,
    received: 'Thank you for your booking. We have received your order.',
    receipt: 'Receipt number',
    bookingCode: 'Booking code',
    bookingCodeHint: 'This code links the booking to your account (My account, link a booking).',
    settlement: {
      paid: (a) => `Paid: ${a}`,
      invoiced: (a) => `Total ${a}, invoiced to your travel agent.`,
      free: () => 'No payment is needed for this booking.',
    },
    transport: 'Transport',
    passengers: 'Passengers',
    departure: 'Departure',
    ret: 'Return',
    flight: (nr, d, t) => `Flight ${nr} on ${d} at ${t}`,
    landing: (nr, d, t, o) => `Flight ${nr} from ${o}, landing on ${d} at ${t}`,
    pickup: (t) => `Provisional pickup time ${t}; the final pickup time is sent about a week before.`,
    from: 'From',
    to: 'To',
    calendar: 'The rides are in the attached calendar file (.ics).',
    closing: 'Have a good trip!',
    toAirport: (a) => `Airport transfer to ${a}`,
    fromAirport: (a) => `Airport transfer from ${a} home`,
    eventPickupNote: 'Provisional pickup time; the final time follows about a week before.',
    eventReturnNote: 'The driver waits up to 30 minutes after landing.',
    types: { combinatie: 'Combi (shared)', comfort: 'Comfort', business: 'Business' },
  },
};
