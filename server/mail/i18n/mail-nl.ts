/**
 * Dutch texts of the server's e-mails (order confirmation and its calendar, cancellation, change notice,
 * password reset, notice of a changed e-mail address, reminders, feedback request, organiser and refund
 * mails), ICU message format, flat dotted keys; the PDF documents have theirs in server/pdf/i18n. This
 * file defines the message ids; mail-fr.ts and mail-en.ts have exactly the same keys (their type) and placeholders (tests/unit/i18n).
 */
const nl = {
  'mail.greeting': 'Beste {name},',

  'confirmation.subject': 'Bevestiging van uw boeking {code}',
  'confirmation.received': 'Bedankt voor uw boeking. We hebben ze in goede orde ontvangen.',
  'confirmation.bookingCode': 'Boekingscode',
  'confirmation.bookingCodeHint':
    'Met deze code en uw e-mailadres voegt u de boeking toe aan uw account (Mijn account, Boeking toevoegen).',
  'confirmation.settlement.paid': 'Betaald: {amount}',
  'confirmation.settlement.invoiced': 'Totaal: {amount}, gefactureerd aan uw reisbureau.',
  'confirmation.settlement.free': 'Er is geen betaling nodig voor deze boeking.',
  'confirmation.transport': 'Vervoer',
  'confirmation.passengers': 'Passagiers',
  'confirmation.departure': 'Heenrit',
  'confirmation.return': 'Terugrit',
  'confirmation.flight': 'Vlucht {flight} op {date} om {time}',
  'confirmation.landing': 'Vlucht {flight} uit {origin}, landing op {date} om {time}',
  'confirmation.pickup':
    'Voorlopig ophaaluur: {time}. Het definitieve ophaaluur krijgt u ongeveer een week vóór de rit.',
  'confirmation.eventArrival': 'Naar {event}, aankomst op {date} om {time}',
  'confirmation.eventPickup': 'Na {event}, ophalen op {date} om {time}',
  'confirmation.toEvent': 'Rit naar {event}',
  'confirmation.fromEvent': 'Rit van {event} naar huis',
  'confirmation.from': 'Van',
  'confirmation.to': 'Naar',
  'confirmation.calendar': 'De ritten staan in het bijgevoegde agendabestand (.ics).',
  'confirmation.closing': 'Goede reis!',
  'confirmation.toAirport': 'Luchthavenvervoer naar {airport}',
  'confirmation.fromAirport': 'Luchthavenvervoer van {airport} naar huis',
  'confirmation.eventPickupNote': 'Voorlopig ophaaluur; het definitieve uur volgt ongeveer een week vooraf.',
  'confirmation.eventReturnNote': 'De chauffeur wacht tot {minutes} minuten na de landing.',
  'confirmation.type.combinatie': 'Combi (gedeeld)',
  'confirmation.type.comfort': 'Comfort',
  'confirmation.type.business': 'Business',
  'confirmation.pets': 'Huisdieren: {count} ({price} per huisdier per rit)',
  'confirmation.remarks': 'Uw opmerkingen voor de chauffeur',
  // Issue 31: everything booked besides the passengers, listed back (core/booked-extras.ts).
  'extras.koffers': 'Koffers',
  'extras.seatSmall': 'Kinderzitjes {childSeatAge1}-{childSeatAge2} jaar',
  'extras.seatMedium': 'Kinderzitjes {childSeatAge2}-{childSeatAge3} jaar',
  'extras.seatLarge': 'Kinderzitjes (kinderen ouder dan {childSeatAge3} jaar)',
  'extras.rolstoelen': 'Plooibare rolstoelen',
  'extras.rollators': 'Rollators',
  'extras.fietskoffers': 'Fietskoffers',
  'extras.skis': 'Ski’s',
  'extras.golfbags': 'Golftassen',
  'extras.kinderwagens': 'Kinderwagens',
  'extras.huisdieren': 'Huisdieren',

  'reminder.week.subject': 'Uw rit van {date}: boeking {code}',
  'reminder.week.pickup': 'Uw rit van {date} ({route}) staat gepland. We komen u om {time} ophalen.',
  'reminder.week.pickupLater':
    'Uw rit van {date} ({route}) staat gepland. Uw ophaaluur volgt zodra we het vastleggen; u ziet het dan ook op de pagina van uw boeking.',
  'reminder.week.vary':
    'Het ophaaluur kan tot {pickupShiftMinutes} minuten verschuiven, omdat we de ritten {planningHours} uur vooraf plannen.',
  'reminder.dayBefore.subject': 'Morgen: uw rit (boeking {code})',
  'reminder.dayBefore.body': 'Morgen, {date}, staat uw rit gepland: {route}.',
  'reminder.today.subject': 'Vandaag: uw rit (boeking {code})',
  'reminder.today.body': 'Vandaag, {date}, staat uw rit gepland: {route}.',
  'reminder.dayBefore.pickupTime': 'Uw ophaaluur: {time}.',
  'reminder.dayBefore.pickupWait':
    'Zorg dat u op het ophaaluur klaarstaat: de chauffeur wacht {minutes} minuten aan uw adres.',
  'reminder.dayBefore.landingWait':
    'Bij aankomst op de luchthaven wacht de chauffeur tot {minutes} minuten na de landing.',
  'reminder.manage': 'Uw boeking bekijken of wijzigen kan hier: {url}',

  'feedbackRequest.subject': 'Hoe was uw rit? Geef uw mening over boeking {code}',
  'feedbackRequest.body':
    'Bedankt dat u met ons reisde. We horen graag hoe uw rit verliep: geef een score van {minRating} tot {maxRating} en een paar woorden via deze link:',
  'feedbackRequest.expiry':
    'De link blijft {days} dagen geldig. Uw mening verschijnt op onze site na nazicht, met uw voornaam en de initiaal van uw familienaam.',
  'confirmation.manage': 'Uw boeking bekijken, wijzigen of annuleren kan hier: {url}',

  'cancel.subject': 'Annulering van uw boeking {code}',
  'cancel.body': 'Uw boeking {bonnr} is geannuleerd.',
  'cancel.refund':
    'U krijgt {amount} terug als kortingsbon {code}: één keer te gebruiken bij een nieuwe boeking, geldig tot en met {date}.',
  'cancel.couponUse':
    'Zo gebruikt u de kortingsbon: boek een nieuwe rit op {url} en vul de code in bij de laatste stap van de boeking.',
  'cancel.scale.title': 'Wat annuleren kost, voor elke boeking dezelfde regels:',
  'cancel.scale.first': '{lower} of meer vóór het ophaaluur: {charge}',
  'cancel.scale.between': 'minder dan {upper} en minstens {lower} vóór het ophaaluur: {charge}',
  'cancel.scale.last': 'minder dan {upper} vóór het ophaaluur: {charge}',
  'cancel.scale.free': 'kosteloos (terugbetaling als kortingsbon)',
  'cancel.scale.fee': '{amount} annuleringskosten',
  'cancel.scale.share': '{percent}% van de prijs, minimaal {minimum}',
  'cancel.scale.full': 'de volledige prijs',
  'cancel.scale.days': '{n, plural, one {# dag} other {# dagen}}',
  'cancel.scale.hours': '{n, plural, one {# uur} other {# uur}}',
  'cancel.noRefund': 'Volgens de voorwaarden van uw boeking wordt er niets terugbetaald.',

  'refundChoice.subject': 'We moesten uw boeking {code} annuleren: kies uw terugbetaling',
  'refundChoice.body':
    'Het spijt ons: we moesten uw boeking {bonnr} zelf annuleren. U betaalt er niets voor en krijgt alles terug wat u betaalde.',
  'refundChoice.options':
    'Kies via de link hieronder hoe u uw {amount} terugkrijgt: teruggestort op de kaart waarmee u betaalde, of als kortingsbon van {amount} voor een nieuwe boeking, een jaar geldig.',
  'refundChoice.expiry':
    'De link werkt één keer en blijft {days} dagen geldig. Hebt u tegen dan niet gekozen, neem dan contact met ons op.',

  'refundCard.subject': 'Terugbetaling van uw boeking {code}',
  'refundCard.body':
    'We storten {amount} van uw geannuleerde boeking {bonnr} terug op de kaart waarmee u betaalde. Het bedrag staat na enkele werkdagen op uw rekening.',

  'pickup.subject': 'Uw ophaaluur voor boeking {code}',
  'pickup.body': 'We komen u ophalen op {date} om {time} ({route}).',
  'pickup.changed': 'Dit vervangt het eerder meegedeelde ophaaluur {before}.',
  'pickup.manage': 'Uw boeking bekijken kan hier: {url}',
  'pickupWish.subject': 'Uw vraag om een ander ophaaluur voor boeking {code}',
  'pickupWish.accepted':
    'Goed nieuws: zoals u vroeg, komen we u op {date} om {time} ophalen in plaats van om {before}.',
  'pickupWish.refused':
    'Het spijt ons: we kunnen u op {date} niet om {time} ophalen. Uw ophaaluur blijft {before}.',
  'pickupWish.reason': 'De reden van onze planning: {reason}',

  'change.subject': 'Wijziging van boeking {bonnr}',
  'change.body': 'De klant heeft boeking {bonnr} ({name}) gewijzigd:',
  'change.line': '{field}: {before} → {after}',
  // The operator's change notice names each field as the manage form does (issue 30), not by column.
  'change.field.vluchtnrheen': 'Vluchtnummer heenrit',
  'change.field.uurvluchtheen': 'Vertrekuur van de vlucht (heenrit)',
  'change.field.heennr': 'Huisnummer ophaaladres',
  'change.field.vluchtnrterug': 'Vluchtnummer terugrit',
  'change.field.uurvluchtterug': 'Landingsuur (terugrit)',
  'change.field.terugnr': 'Huisnummer afzetadres',
  'change.field.telklant': 'Gsm-nummer',
  'change.field.voornaam': 'Voornaam',
  'change.field.naam': 'Familienaam',

  'reset.subject': 'Nieuw wachtwoord instellen',
  'reset.body':
    'We ontvingen een aanvraag om het wachtwoord van uw account te wijzigen. Kies een nieuw wachtwoord via deze link:',
  'reset.expiry': 'De link is {minutes} minuten geldig en werkt één keer.',
  'reset.ignore':
    'Hebt u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',

  'resetUnknown.subject': 'Geen account met dit e-mailadres',
  'resetUnknown.greeting': 'Goeiedag,',
  'resetUnknown.body':
    'We ontvingen een aanvraag voor een nieuw wachtwoord voor {email}. Er is echter geen account met dit e-mailadres.',
  'resetUnknown.register': 'Hebt u nog geen account? Dan kunt u zich hier registreren:',
  'resetUnknown.otherAddress':
    'Hebt u een account met een ander e-mailadres? Vraag dan een nieuw wachtwoord aan met dat adres:',
  'resetUnknown.ignore': 'Hebt u dit niet aangevraagd? Dan kunt u deze e-mail negeren; er verandert niets.',

  'emailChange.subject': 'Het e-mailadres van uw account is gewijzigd',
  'emailChange.body': 'Het e-mailadres van uw account {username} is zonet gewijzigd van {from} naar {to}.',
  'emailChange.ok': 'Hebt u dit zelf gedaan? Dan hoeft u niets te doen.',
  'emailChange.notYou':
    'Hebt u dit niet gedaan? Dan heeft iemand anders toegang tot uw account. Neem meteen contact met ons op:',
  'link.subject': 'Uw boeking {code} is toegevoegd aan een account',
  'link.body':
    'Uw boeking {bonnr} is op {date} toegevoegd aan een klantenaccount, met de boekingscode en uw e-mailadres. Wie op dat account aanmeldt, kan de boeking bekijken, wijzigen en annuleren.',
  'link.ok': 'Hebt u dit zelf gedaan? Dan hoeft u niets te doen.',
  'link.notYou':
    'Hebt u dit niet gedaan? Neem dan meteen contact met ons op, dan halen we de boeking uit dat account:',
  'organiser.requested.subject': 'Uw aanvraag voor My-Events is ontvangen',
  'organiser.requested.body':
    'We hebben de aanvraag van {organisation} voor een organisatorenaccount goed ontvangen. We bekijken ze en laten u per e-mail weten of ze is goedgekeurd.',
  'organiser.approved.subject': 'Uw organisatorenaccount is goedgekeurd',
  'organiser.approved.body':
    'De aanvraag van {organisation} is goedgekeurd. Meld u aan met {username} en beheer uw evenementen in My-Events:',
  'organiser.approved.page': 'Uw evenementen staan op:',
  'organiser.refused.subject': 'Uw aanvraag voor My-Events',
  'organiser.refused.body':
    'Helaas kunnen we de aanvraag van {organisation} voor een organisatorenaccount niet goedkeuren.',
  'organiser.refused.reason': 'Reden: {reason}',
  // Every e-mail's closing (server/mail/operator-footer.ts), above the operator's contact block.
  'mail.closing': 'Met vriendelijke groeten,',
  'mail.team': 'Het team van {company}',
  'mail.label': '{label}:',
  // The dispatch sheet's CSV and the dispatcher's day (issue 26): child seats per age band, bulky items.
  'dispatchDay.subject': 'Ritplanning voor {date}: {count, plural, one {# rit} other {# ritten}}',
  'dispatchDay.intro': 'Dit zijn de ritten van {date}, met alles wat de klant ons meegaf.',
  'dispatchDay.none': 'Er zijn geen ritten op {date}.',
  'dispatchDay.noPickup': 'ophaaluur nog te plannen',
  'dispatchDay.leg.H': 'Heenrit',
  'dispatchDay.leg.T': 'Terugrit',
  'dispatchDay.flight': 'Vlucht {flight} om {time}, {airport}',
  'dispatchDay.margin': 'marge luchthaven {hours} u',
  'dispatchDay.riders':
    '{pax, plural, one {# passagier} other {# passagiers}}, {luggage, plural, one {# koffer} other {# koffers}}',
  'dispatchDay.pets': '{count, plural, one {# huisdier} other {# huisdieren}}',
  'dispatchDay.cargo': 'laadruimte {cargo} van {max}',
  'dispatchDay.agency': 'Reisbureau: {name}',
  'dispatchDay.event': 'Evenement: {name}',
  'dispatchDay.remarks': 'Opmerkingen van de klant:',
  'sheet.seat.small': 'Kinderzitje {childSeatAge1}-{childSeatAge2} jaar',
  'sheet.seat.medium': 'Kinderzitje {childSeatAge2}-{childSeatAge3} jaar',
  'sheet.seat.large': 'Kinderzitje vanaf {childSeatAge3} jaar',
  'sheet.item.rolstoelen': 'Plooibare rolstoel',
  'sheet.item.rollators': 'Rollator',
  'sheet.item.fietskoffers': 'Fietskoffer',
  'sheet.item.skis': 'Ski’s',
  'sheet.item.golfbags': 'Golftas',
  'sheet.item.kinderwagens': 'Kinderwagen',
  'driverMove.subject': 'Ophaling verschoven: {bonnr}, {date}',
  'driverMove.body':
    'Vlucht {flight} landt om {landing} ({airport}). De ophaling van {name} verschuift van {from} naar {to}.',
  'driverMove.wait': 'Gratis wachttijd na de landing: {minutes} minuten.',

  // Issue 26: who comes for a leg (server/messages/driver-notice-mail.ts).
  'driverNotice.subject': 'Uw chauffeur voor {date} (boeking {code})',
  'driverNotice.todaySubject': 'Vandaag: uw chauffeur (boeking {code})',
  'driverNotice.intro': 'Voor uw rit van {date} komt deze chauffeur:',
  'driverNotice.todayIntro': 'Voor uw rit van vandaag komt deze chauffeur:',
  'driverNotice.driver': 'Chauffeur',
  'driverNotice.car': 'Wagen',
  'driverNotice.pickupHome': 'Ophaling',
  'driverNotice.pickupHomeValue': '{date} om {time}, aan {address}',
  'driverNotice.meeting': 'Ontmoetingspunt',
  'driverNotice.meetingValue': '{date} vanaf {time}. {meeting}',
  'driverNotice.timeLater': 'uur volgt',
  'driverNotice.contact':
    'Loopt uw vlucht vertraging op of verandert er iets? Bel of sms uw chauffeur gerust.',
  // Issue 27: a booking changed in place (server/manage/revision-mails.ts).
  'revision.subject': 'Uw gewijzigde boeking {code}',
  'revision.body': 'Uw boeking {bonnr} is gewijzigd. Dit is er veranderd:',
  'revision.line': '{label}: {before} → {after}',
  'revision.empty': 'geen',
  'revision.price': 'Prijs: {before} voordien, {after} nu.',
  'revision.settlement.pay': 'Het verschil van {amount} hebt u online betaald.',
  'revision.settlement.coupon':
    'U krijgt het verschil van {amount} terug als kortingsbon {code}: één keer te gebruiken bij een nieuwe boeking, geldig tot en met {date}.',
  'revision.settlement.card': 'We storten het verschil van {amount} terug op de kaart waarmee u betaalde.',
  'revision.settlement.invoice': 'Het verschil van {amount} verrekenen we op de factuur aan uw reisbureau.',
  'revision.settlement.none': 'U hoeft niets bij te betalen en krijgt niets terug.',
  'revision.calendar': 'Het bijgevoegde agendabestand (.ics) vervangt het vorige.',
  'revision.trip.H': 'Enkel heenrit',
  'revision.trip.T': 'Enkel terugrit',
  'revision.trip.HT': 'Heen- en terugrit',
  'revision.hours': '{hours} uur vóór de vlucht',
  'revision.field.price': 'Prijs',
  'revision.field.heenterug': 'Ritten',
  'revision.field.soortvervoer': 'Vervoer',
  'revision.field.pax': 'Passagiers',
  'revision.field.koffers': 'Koffers',
  'revision.field.huisdieren': 'Huisdieren',
  'revision.field.childSeats': 'Kinderzitjes',
  'revision.field.remarks': 'Opmerkingen voor de chauffeur',
  'revision.field.datumheen': 'Datum van de heenrit',
  'revision.field.uurvluchtheen': 'Vertrekuur van de vlucht',
  'revision.field.vluchtnrheen': 'Vlucht van de heenrit',
  'revision.field.idluchthavenheen': 'Luchthaven van de heenrit',
  'revision.field.vroegeropluchthaven': 'Aankomst op de luchthaven',
  'revision.field.heenadres': 'Ophaaladres',
  'revision.field.datumterug': 'Datum van de terugrit',
  'revision.field.uurvluchtterug': 'Landingsuur',
  'revision.field.vluchtnrterug': 'Vlucht van de terugrit',
  'revision.field.idluchthaventerug': 'Luchthaven van de terugrit',
  'revision.field.terugherkomst': 'Herkomst van de terugvlucht',
  'revision.field.terugadres': 'Afzetadres',
  'revisionFailed.subject': 'Uw wijziging van boeking {code} is niet doorgevoerd',
  'revisionFailed.body':
    'We hebben uw betaling van {amount} voor de wijziging van boeking {bonnr} ontvangen, maar de boeking was intussen gewijzigd of geannuleerd. De wijziging is daarom niet doorgevoerd.',
  'revisionFailed.coupon':
    'U krijgt {amount} terug als kortingsbon {code}: één keer te gebruiken bij een nieuwe boeking, geldig tot en met {date}.',
  'revisionDispatch.subject': 'Opnieuw plannen: boeking {bonnr}, {leg}',
  'revisionDispatch.body':
    'De klant heeft boeking {bonnr} ({name}) gewijzigd. Het ophaaluur en de chauffeur van de {leg} zijn gewist: plan die rit opnieuw.',
  'revisionDispatch.when': '{leg}: {date}, vlucht om {time}',
  'revisionDispatch.leg.H': 'heenrit',
  'revisionDispatch.leg.T': 'terugrit',
} as const;

/** A message id of the server's e-mails. */
export type MailMessageId = keyof typeof nl;

/** A complete set of e-mail texts in one language. */
export type MailMessages = Record<MailMessageId, string>;

export default nl satisfies MailMessages;
