/** The texts of the agent's monthly statement (PDF and CSV headers) in nl, fr and en. */
import type { Lang } from '../../core';

const TEXTS = {
  nl: {
    title: 'Maandoverzicht',
    agent: 'Reisbureau',
    licence: 'Licentie',
    month: 'Maand',
    none: 'Geen gefactureerde boekingen in deze maand.',
    total: 'Totaal (btw inbegrepen)',
    count: 'Aantal boekingen',
    discount: 'Uw korting in totaal',
    terms: 'Facturen betaalbaar binnen 14 dagen; bezwaren binnen 8 dagen.',
    columns: ['Boekingsnummer', 'Geboekt op', 'Klant', 'Type', 'Ritten', 'Brutoprijs', 'Korting', 'Bedrag'],
  },
  fr: {
    title: 'Relevé mensuel',
    agent: 'Agence de voyages',
    licence: 'Licence',
    month: 'Mois',
    none: 'Aucune réservation facturée ce mois-ci.',
    total: 'Total (TVA comprise)',
    count: 'Nombre de réservations',
    discount: 'Votre remise au total',
    terms: 'Factures payables dans les 14 jours ; réclamations dans les 8 jours.',
    columns: [
      'Numéro de réservation',
      'Réservé le',
      'Client',
      'Type',
      'Trajets',
      'Prix brut',
      'Remise',
      'Montant',
    ],
  },
  en: {
    title: 'Monthly statement',
    agent: 'Travel agent',
    licence: 'Licence',
    month: 'Month',
    none: 'No invoiced bookings this month.',
    total: 'Total (VAT included)',
    count: 'Bookings',
    discount: 'Your discount in total',
    terms: 'Invoices payable within 14 days; objections within 8 days.',
    columns: [
      'Booking number',
      'Booked on',
      'Customer',
      'Type',
      'Rides',
      'Gross price',
      'Discount',
      'Amount',
    ],
  },
} as const;

/** The statement texts of `lang`. */
export const statementText = (lang: Lang) => TEXTS[lang];
