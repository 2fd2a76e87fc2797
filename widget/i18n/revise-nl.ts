/**
 * Dutch texts of the widget's change mode (issue 27): the last step's old and new price, what happens
 * with the difference, the refusals naming the field, and the applied change. The ids and their
 * placeholders are this file's; revise-fr.ts and revise-en.ts follow them.
 */
const reviseNl = {
  'revise.title': 'Oude en nieuwe prijs',
  'revise.caption': 'De prijs van uw boeking nu en na de wijziging',
  'revise.colRide': 'Rit',
  'revise.colOld': 'Nu',
  'revise.colNew': 'Na de wijziging',
  'revise.legH': 'Heenrit',
  'revise.legT': 'Terugrit',
  'revise.noRide': 'geen rit',
  'revise.total': 'Totaal',
  'revise.difference': 'Verschil',
  'revise.loading': 'We berekenen de nieuwe prijs…',
  'revise.openUntil': 'Deze wijziging kan tot {date}.',
  'revise.settle.pay':
    'U betaalt het verschil van {amount} op de betaalpagina. De wijziging gaat in zodra het verschil betaald is; tot dan blijft uw boeking zoals ze was.',
  'revise.settle.coupon': 'U krijgt het verschil van {amount} terug als kortingsbon voor een volgende rit.',
  'revise.settle.card': 'We storten het verschil van {amount} terug op de kaart waarmee u betaalde.',
  'revise.settle.invoice':
    'We passen de factuur aan: een creditnota voor de oude factuur en een nieuwe factuur met het nieuwe bedrag.',
  'revise.settle.none': 'Er is geen verschil te betalen of terug te geven.',
  'revise.settle.unpaid':
    'Uw boeking is nog niet betaald: u betaalt het nieuwe totaal van {amount} wanneer u ze betaalt.',
  'revise.moved': 'De prijs is intussen veranderd. Bekijk de nieuwe prijs en bevestig opnieuw.',
  'revise.retry': 'Prijs opnieuw berekenen',
  'revise.error.too_late':
    'Te laat om te wijzigen: {field} ligt te dicht bij de ophaling. Bel ons als er toch iets moet veranderen.',
  'revise.error.order_closed': 'Deze boeking is geannuleerd en kan niet meer gewijzigd worden.',
  'revise.error.nothing_changed': 'U hebt nog niets gewijzigd. Pas in een vorige stap aan wat anders moet.',
  'revise.error.revision_pending':
    'Een eerdere wijziging van deze boeking wacht nog op betaling. Rond die eerst af of probeer het later opnieuw.',
  'revise.error.not_changeable':
    'Deze wijziging kan niet online (een rit naar een evenement, of een gratis boeking die een prijs zou krijgen). Boek de nieuwe rit of bel ons.',
  'revise.error.field': 'Controleer {field}: die waarde kunnen we niet aanvaarden.',
  'revise.error.failed': 'De wijziging kon niet worden berekend of doorgevoerd. Probeer het opnieuw.',
  'revise.field':
    '{name, select, date {de datum} flightTime {het uur van uw vlucht} flight {het vluchtnummer} postal {de postcode} street {de straat} nr {het huisnummer} city {de gemeente} airport {de luchthaven} origin {de herkomst van de vlucht} pax {het aantal passagiers} luggage {de bagage} type {het type vervoer} name {uw naam} phone {uw gsm-nummer} email {uw e-mailadres} remarks {de opmerkingen} price {de prijs} po {het PO-nummer} coupon {de kortingsbon} other {een van de gegevens}}{leg, select, H { van de heenrit} T { van de terugrit} other {}}',
  'revise.changesTitle': 'Wat verandert',
  'revise.change': '{field}: {before} → {after}',
  'revise.done.title': 'Uw wijziging is bevestigd',
  'revise.done.total': 'Nieuw totaal: {amount} (voordien {old}).',
  'revise.done.coupon': 'Uw kortingsbon voor het verschil: {code}.',
  'revise.done.mail': 'U krijgt een bevestiging per e-mail, met de nieuwe ritten in uw agenda.',
  'revise.done.back': 'Terug naar uw boeking',
} as const;

/** A message id of the widget's change mode. */
export type ReviseId = keyof typeof reviseNl;

export default reviseNl;
