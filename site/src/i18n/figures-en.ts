/** English texts of the partner figures; {@link FiguresMessages} demands the Dutch keys. */
import type { FiguresMessages } from './figures-nl';

export const figuresEn: FiguresMessages = {
  'figures.nav': 'Partner figures',
  'figures.title': 'Bookings per partner and campaign',
  'figures.portalTitle': 'Bookings through your partner links',
  'figures.hint':
    'Per month, the paid, invoiced and free bookings of the last {months} months, and their revenue (the total the customers paid or owe). A partner code counts only when it belongs to a known partner. The campaign is the campaign value, otherwise utm_campaign.',
  'figures.caption': 'Bookings and revenue per month, partner and campaign',
  'figures.month': 'Month',
  'figures.partner': 'Partner',
  'figures.campaign': 'Campaign',
  'figures.bookings': 'Bookings',
  'figures.revenue': 'Revenue',
  'figures.noPartner': 'no partner',
  'figures.noCampaign': 'no campaign',
  'figures.empty': 'No paid bookings through a partner or campaign in the last {months} months yet.',
  'figures.order.title': 'Where the booking came from',
  'figures.order.page': 'Page',
  'figures.order.campaign': 'Campaign (campaign)',
  'figures.loading': 'Loading the figures…',
  'figures.failed': 'The figures could not be loaded: {reason}',
};
