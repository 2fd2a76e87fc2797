/**
 * Dutch texts of the partner figures (issue 28): the back office's section and the agents' portal's
 * table of bookings and revenue per partner, campaign and month. fr and en have exactly these keys.
 */
export const figuresNl = {
  'figures.nav': 'Partnercijfers',
  'figures.title': 'Boekingen per partner en campagne',
  'figures.portalTitle': 'Boekingen via uw partnerlinks',
  'figures.hint':
    'Per maand de betaalde, op factuur geboekte en gratis boekingen van de voorbije {months} maanden, en hun omzet (het totaal dat de klanten betaalden of verschuldigd zijn). Een partnercode telt alleen als ze van een gekende partner is. De campagne is de waarde campaign, anders utm_campaign.',
  'figures.caption': 'Boekingen en omzet per maand, partner en campagne',
  'figures.month': 'Maand',
  'figures.partner': 'Partner',
  'figures.campaign': 'Campagne',
  'figures.bookings': 'Boekingen',
  'figures.revenue': 'Omzet',
  'figures.noPartner': 'geen partner',
  'figures.noCampaign': 'geen campagne',
  'figures.empty': 'Nog geen betaalde boekingen via een partner of campagne in de voorbije {months} maanden.',
  'figures.order.title': 'Herkomst van de boeking',
  'figures.order.page': 'Pagina',
  'figures.order.campaign': 'Campagne (campaign)',
  'figures.loading': 'Cijfers laden…',
  'figures.failed': 'De cijfers konden niet worden geladen: {reason}',
} as const;

/** A key of the partner figures' texts. */
export type FiguresKey = keyof typeof figuresNl;

/** The partner figures' texts of one language: the Dutch keys. */
export type FiguresMessages = Readonly<Record<FiguresKey, string>>;
