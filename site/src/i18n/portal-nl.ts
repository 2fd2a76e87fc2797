/**
 * Dutch texts of the travel agents' portal (/agent-portal) and of the account page's "delete account"
 * section. fr and en have exactly these keys (their type).
 */
export const portalNl = {
  'portal.loading': 'Uw portaal laden…',
  'portal.forbidden': 'Deze pagina is voor reisbureaus. Meld u aan met het account van uw reisbureau.',
  'portal.failed': 'Het portaal kon niet worden geladen. Probeer het later opnieuw.',
  'portal.signedInAs': 'Aangemeld als {name} (licentie {licence})',
  'portal.logout': 'Afmelden',
  'portal.terms': 'Uw voorwaarden',
  'portal.payment':
    'Betaalwijze: {method, select, INVOICE {op factuur, maandelijks overzicht} other {online door de klant}}',
  'portal.noPo': 'Er zijn geen PO-nummers op uw licentie.',
  'portal.po.caption': 'Uw PO-nummers en de korting die ze geven',
  'portal.po.code': 'PO-nummer',
  'portal.po.campaign': 'Campagne',
  'portal.po.business': 'Korting Business',
  'portal.po.comfort': 'Korting Comfort',
  'portal.po.paid': 'Betaald door u',
  'portal.po.valid': 'Geldig',
  'portal.po.range': '{from} tot {until}',
  'portal.yes': 'ja',
  'portal.no': 'nee',
  'portal.link': 'Uw persoonlijke boekingslink',
  'portal.linkHint': 'Elke boeking via deze link staat op uw licentie.',
  'portal.embed': 'Code om de boekingsmodule op uw website te tonen',
  'portal.embedHint': 'Plak deze code in de HTML van uw website.',
  'portal.copy': 'Kopiëren',
  'portal.copied': 'Gekopieerd.',
  'portal.copyFailed': 'Kopiëren lukte niet; selecteer de tekst en kopieer hem zelf.',
  'portal.orders': 'Boekingen op uw licentie',
  'portal.orders.caption': 'Boekingen {from} tot {to} van {total}, nieuwste eerst',
  'portal.orders.none': 'Er zijn nog geen boekingen op uw licentie.',
  'portal.col.receipt': 'Boekingsnummer',
  'portal.col.status': 'Status',
  'portal.col.customer': 'Klant',
  'portal.col.legs': 'Ritten',
  'portal.col.price': 'Prijs',
  'portal.col.discount': 'Uw korting',
  'portal.leg': '{leg, select, H {Heenrit} other {Terugrit}} {date} {airport}, {postal} {city}',
  'portal.status':
    '{status, select, awaiting_payment {wacht op betaling} paid {betaald} failed {betaling mislukt} payment_cancelled {betaling afgebroken} invoiced {op factuur} free {gratis} cancelled {geannuleerd} refunded {teruggestort} other {{status}}}',
  'portal.previous': 'Vorige boekingen',
  'portal.next': 'Volgende boekingen',
  'portal.statement': 'Maandoverzicht van uw facturen',
  'portal.month': 'Maand',
  'portal.pdf': 'Overzicht als PDF',
  'portal.csv': 'Overzicht als CSV',
  'portal.downloading': 'Uw overzicht wordt klaargemaakt…',
  'portal.downloadFailed':
    'Het overzicht kon niet gedownload worden. Probeer het opnieuw; lukt het nog steeds niet, bel of mail ons dan.',
  'delete.title': 'Account verwijderen',
  'delete.intro':
    'Uw account, adressen en aanmeldingen worden verwijderd. Van uw boekingen blijven alleen bedragen, datums en postcodes bewaard voor de boekhouding; uw naam en contactgegevens worden gewist.',
  'delete.password': 'Uw wachtwoord',
  'delete.confirm': 'Ik wil mijn account definitief verwijderen',
  'delete.submit': 'Account verwijderen',
  'delete.needConfirm': 'Vink eerst aan dat u uw account wilt verwijderen.',
  'delete.wrongPassword': 'Het wachtwoord klopt niet.',
  'delete.tooMany': 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  'delete.failed': 'Het account kon niet worden verwijderd. Probeer het later opnieuw.',
  'delete.done': 'Uw account is verwijderd. Bedankt voor uw vertrouwen.',
};

/** A key of the portal texts. */
export type PortalKey = keyof typeof portalNl;

/** A catalogue of the portal texts. */
export type PortalMessages = Readonly<Record<PortalKey, string>>;
