/**
 * Dutch texts of the side overview: the trip's summary, the price breakdown and total bar, the coupon
 * dialog, the PO number and licence checks, and the warning before booking. They load with the overview and
 * the warning dialog.
 * ICU messages with flat dotted ids; this catalogue defines the ids, and the French and English ones
 * (overview-fr.ts, overview-en.ts) have exactly these. The build hands it to the browser precompiled.
 */
const overviewNl = {
  'overview.heading': 'Overzicht',
  'overview.trip': 'Rit',
  'overview.trip.H': 'Enkel heenrit',
  'overview.trip.T': 'Enkel terugrit',
  'overview.trip.HT': 'Heen- en terugrit',
  'overview.type': 'Vervoer',
  'overview.passengers': '{count, plural, one {# passagier} other {# passagiers}}',
  'overview.luggage': '{count, plural, one {# koffer} other {# koffers}}',
  'overview.departure': 'Heenrit',
  'overview.return': 'Terugrit',
  'overview.flightTime': 'Vertrekuur van de vlucht: {time}',
  'overview.landingTime': 'Landingsuur: {time}',
  'overview.pickupEstimate': 'Geschat ophaaluur: {time}',
  'overview.priceDeparture': 'Prijs heenrit',
  'overview.priceReturn': 'Prijs terugrit',
  'overview.total': 'Totaal',
  'overview.priceLoading': 'Prijs wordt berekend…',
  'overview.noPrice': 'De prijs verschijnt zodra adres en luchthaven bekend zijn.',
  'overview.po': 'PO-nummer (reisbureaus)',
  'overview.coupons': 'Kortingsbonnen',
  'overview.addCoupon': 'Kortingsbon toevoegen',
  'overview.removeCoupon': 'Verwijder kortingsbon {code}',
  'overview.agent': 'Reisbureau',
  'overview.agentLicence': 'Licentie {licence}',
  'overview.pricing': 'Bekijk onze tarieven',
  'coupon.title': 'Kortingsbon toevoegen',
  'coupon.code': 'Code van de kortingsbon',
  'coupon.checking': 'Code wordt gecontroleerd…',
  'coupon.valid': 'Deze kortingsbon is geldig.',
  'coupon.invalid': 'Deze kortingsbon is ongeldig.',
  'coupon.duplicate': 'Deze kortingsbon staat al in de lijst.',
  'coupon.add': 'Toevoegen',
  'coupon.cancel': 'Annuleren',
  'warning.title': 'Weet u het zeker?',
  'warning.noSuitcases': 'U hebt geen koffers gekozen.',
  'warning.sameDates': 'Heenrit en terugrit vallen op dezelfde datum.',
  'warning.question': 'Wilt u toch verdergaan?',
  'warning.yes': 'Ja, verder',
  'warning.no': 'Nee',
  'ov.extras': 'Extra’s',
  'ov.extraLine': '{count} × {name}',
  'ov.perLeg': '{price} per rit',
  'ov.gross': 'Brutoprijs',
  'ov.poDiscount': 'Korting PO-nummer',
  'ov.couponDiscount': 'Korting (kortingsbonnen)',
  'ov.agentPays': 'Gefactureerd aan het reisbureau',
  'ov.legTotal': 'Te betalen',
  'ov.details': 'Details van de prijs',
  'ov.couponOneLeg':
    'Een kortingsbon met een vast bedrag geldt één keer per boeking: hij gaat eerst van de heenrit af, en alleen wat overblijft van de terugrit.',
  'ov.totalBar': 'Totaal: {price}',
  'po.checking': 'PO-nummer wordt gecontroleerd…',
  'po.valid': 'PO-nummer aanvaard.',
  'po.invalid': 'Dit PO-nummer is onbekend, verlopen of niet van dit reisbureau.',
  'po.agencyLogin':
    'Dit PO-nummer is van het reisbureau, dat de rit zelf betaalt: alleen het reisbureau kan het gebruiken, aangemeld met zijn eigen account.',
  'licence.checking': 'Licentie wordt gecontroleerd…',
  'licence.known': 'Licentie herkend.',
  'licence.uidMissing':
    'In deze link van het reisbureau ontbreekt de gebruikerscode (UID), dus via deze link kan niet worden geboekt. Vraag uw reisbureau om de volledige link.',
  'licence.uidMismatch':
    'De gebruikerscode (UID) in deze link hoort niet bij de licentie van het reisbureau, dus via deze link kan niet worden geboekt. Vraag uw reisbureau om de volledige link.',
  'licence.unknown':
    'Deze licentie van het reisbureau is onbekend of niet meer geldig. Kijk de link van uw reisbureau na: met deze licentie kunt u niet boeken.',
} as const;

/** A message id of the widget's overview texts. */
export type OverviewId = keyof typeof overviewNl;

export default overviewNl;
