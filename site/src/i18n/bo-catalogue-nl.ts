/**
 * Dutch texts of the back office's catalogue sections (issue 13: partners). fr and en have exactly these
 * keys (their type).
 */
export const boCatalogueNl = {
  'cat.partners': 'Partners',
  'cat.partners.caption': 'Partners met hun snelkoppeling en licentie',
  'cat.partners.none': 'Er zijn nog geen partners.',
  'cat.partners.add': 'Partner toevoegen',
  'cat.partners.name': 'Naam',
  'cat.partners.path': 'Snelkoppeling',
  'cat.partners.talic': 'Agentlicentie',
  'cat.partners.code': 'Partnercode',
  'cat.partners.active': 'Actief',
  'cat.partners.demo': 'demo',
  'cat.partners.activate': 'Activeren',
  'cat.partners.deactivate': 'Deactiveren',
  'cat.partners.added': 'Partner {name} is toegevoegd; /{slug} werkt meteen.',
  'cat.staff': 'Medewerkers',
  'cat.staff.caption': 'Medewerkersaccounts met hun rol',
  'cat.staff.email': 'E-mailadres',
  'cat.staff.role': 'Rol',
  'cat.staff.state': 'Toestand',
  'cat.staff.operator': 'operator',
  'cat.staff.dispatcher': 'dispatcher',
  'cat.staff.enabled': 'actief',
  'cat.staff.disabled': 'uitgeschakeld',
  'cat.staff.disable': 'Uitschakelen',
  'cat.staff.enable': 'Inschakelen',
  'cat.staff.add': 'Medewerker toevoegen',
  'cat.staff.password': 'Wachtwoord',
  'cat.staff.added': 'Account {email} is aangemaakt.',
  'cat.coupons': 'Coupons',
  'cat.coupons.campaign': 'Campagnecoupons',
  'cat.coupons.refund': 'Terugbetalingscoupons',
  'cat.coupons.code': 'Code',
  'cat.coupons.campaignName': 'Campagne',
  'cat.coupons.value': 'Waarde',
  'cat.coupons.valid': 'Geldig',
  'cat.coupons.uses': 'Gebruik',
  'cat.coupons.showUses': 'Toon gebruik',
  'cat.coupons.usesOf': 'Bestellingen met coupon {code}',
  'cat.coupons.order': 'Bonnummer',
  'cat.coupons.reduction': 'Korting',
  'cat.coupons.noUses': 'Deze coupon is nog niet gebruikt.',
  'cat.coupons.amount': 'Bedrag in euro',
  'cat.coupons.percent': 'Percentage',
  'cat.coupons.maxUses': 'Maximaal aantal keer',
  'cat.coupons.add': 'Coupon aanmaken',
  'cat.coupons.added': 'Coupon {code} is aangemaakt.',
  'cat.saved': 'Opgeslagen.',
  'cat.yes': 'ja',
  'cat.no': 'nee',
  'cat.loading': 'Laden…',
  'cat.failed': 'Dat lukte niet: {reason}',
};

/** A key of the catalogue sections' texts. */
export type BoCatalogueKey = keyof typeof boCatalogueNl;

/** A catalogue of the catalogue sections' texts. */
export type BoCatalogueMessages = Readonly<Record<BoCatalogueKey, string>>;
