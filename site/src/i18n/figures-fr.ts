/** French texts of the partner figures; {@link FiguresMessages} demands the Dutch keys. */
import type { FiguresMessages } from './figures-nl';

export const figuresFr: FiguresMessages = {
  'figures.nav': 'Chiffres des partenaires',
  'figures.title': 'Réservations par partenaire et par campagne',
  'figures.portalTitle': 'Réservations via vos liens de partenaire',
  'figures.hint':
    'Par mois, les réservations payées, facturées et gratuites des {months} derniers mois, et leur chiffre d’affaires (le total que les clients ont payé ou doivent). Un code de partenaire ne compte que s’il appartient à un partenaire connu. La campagne est la valeur campaign, sinon utm_campaign.',
  'figures.caption': 'Réservations et chiffre d’affaires par mois, partenaire et campagne',
  'figures.month': 'Mois',
  'figures.partner': 'Partenaire',
  'figures.campaign': 'Campagne',
  'figures.bookings': 'Réservations',
  'figures.revenue': 'Chiffre d’affaires',
  'figures.noPartner': 'aucun partenaire',
  'figures.noCampaign': 'aucune campagne',
  'figures.empty':
    'Pas encore de réservation payée via un partenaire ou une campagne ces {months} derniers mois.',
  'figures.order.title': 'Provenance de la réservation',
  'figures.order.page': 'Page',
  'figures.order.campaign': 'Campagne (campaign)',
  'figures.loading': 'Chargement des chiffres…',
  'figures.failed': 'Les chiffres n’ont pas pu être chargés : {reason}',
};
