/**
 * Dutch texts of the site, the source of every message key: French and English must define exactly the
 * same keys (the {@link Messages} type enforces it). Messages are ICU (`{name}` is a value filled in by
 * the page), formatted by core's formatter through utils/i18n.ts.
 */
import { accountNl } from './account-nl';

export const nl = {
  ...accountNl,
  skip: 'Naar de inhoud',
  'nav.main': 'Hoofdmenu',
  'nav.home': 'Boeken',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'nav.partners': 'Voor reisbureaus',
  'nav.login': 'Aanmelden',
  'nav.about': 'Over ons',
  'nav.pricing': 'Tarieven',
  'nav.jobs': 'Vacatures',
  'nav.customers': 'Klanten aan het woord',
  'nav.events': 'Evenementen',
  'nav.phone': 'Betaalnummer',
  'nav.privacy': 'Privacy',
  'nav.terms': 'Algemene voorwaarden',
  'lang.label': 'Taal',
  'footer.nav': 'Meer informatie',
  'footer.legal': 'Juridisch',
  'footer.payment': 'Betaalmethoden',
  'footer.contact': 'Contact',
  'footer.phone': 'Telefoon',
  'footer.email': 'E-mail',
  'footer.vat': 'Ondernemingsnummer',
  'footer.register': 'RPR {court}',
  country: 'België',
  'operator.example':
    'Voorbeeldbedrijf — stel de identiteit van de uitbater in. De gegevens hieronder zijn voorbeelden.',
  'terms.operator': 'Deze voorwaarden zijn die van {company}, {address}, ondernemingsnummer {vat}.',
  'cookie.label': 'Cookies',
  'cookie.text':
    'Deze site plaatst geen reclame- of volgcookies. In uw browser bewaren we alleen uw taalkeuze, uw aanmelding, deze melding en, tijdens het boeken, uw nog niet verstuurde boeking met uw gegevens, zodat de site werkt.',
  'cookie.more': 'Meer in ons privacybeleid',
  'cookie.dismiss': 'Begrepen',

  'page.home.title': 'Boek uw luchthavenvervoer',
  'page.home.description':
    'Boek online een privérit tussen uw huis in België en de luchthaven: heen, terug of allebei, met meteen uw prijs.',
  'page.about.title': 'Over ons',
  'page.about.description': 'Wie we zijn, hoe onze prijzen tot stand komen en welke open data we gebruiken.',
  'page.contact.title': 'Contact',
  'page.contact.description': 'Bel, mail of schrijf ons over uw boeking, of word partner als reisbureau.',
  'page.faq.title': 'Veelgestelde vragen',
  'page.faq.description':
    'Antwoorden over boeken, annuleren, wachttijden, bagage, kinderzitjes, huisdieren en betalen.',
  'page.jobs.title': 'Vacatures',
  'page.jobs.description': 'Werken als chauffeur of planner bij ons luchthavenvervoer.',
  'page.terms.title': 'Algemene voorwaarden',
  'page.terms.description':
    'De voorwaarden voor elke rit: annuleren, wachttijd, bijkomende kosten en facturen.',
  'page.pricing.title': 'Tarieven',
  'page.pricing.description': 'Onze prijs per kilometer, minimumprijzen en de prijs van extra’s per rit.',
  'page.phone.title': 'Betaalnummer',
  'page.phone.description': 'Wettelijke informatie over ons betaalnummer en wat een oproep kost.',
  'page.privacy.title': 'Privacybeleid',
  'page.privacy.description': 'Welke persoonsgegevens we gebruiken, waarom, hoelang en wat uw rechten zijn.',
  'page.feedback.title': 'Uw mening over uw rit',
  'page.feedback.description': 'Geef een score en een paar woorden over uw rit naar of van de luchthaven.',
  'page.refund.title': 'Kies uw terugbetaling',
  'page.refund.description':
    'We annuleerden uw rit: kies tussen terugstorting op uw kaart en een kortingsbon.',
  'page.event.title': 'Vervoer naar een evenement',
  'page.event.description': 'Boek uw rit van thuis naar een evenement en terug.',
  'page.customers.title': 'Klanten aan het woord',
  'page.customers.description': 'Wat reizigers over hun rit naar of van de luchthaven vertellen.',
  'page.events.title': 'Evenementen',
  'page.events.description': 'Boek uw vervoer naar een evenement, vóór de uiterste boekingsdatum.',
  'page.organiser-events.title': 'Evenementen van een organisator',
  'page.organiser-events.description': 'De evenementen van één organisator, met hun uiterste boekingsdatum.',
  'page.backoffice.title': 'Backoffice',
  'page.backoffice.description':
    'Het werk van onze medewerkers: boekingen, ritplanning, catalogus en goedkeuringen.',
  'page.driver.title': 'Mijn ritten',
  'page.driver.description':
    'Voor de chauffeurs: uw ritten van vandaag en morgen, met adres, vlucht en klant, en de stand van elke rit.',
  'page.agent-portal.title': 'Reisbureauportaal',
  'page.agent-portal.description':
    'Voor reisbureaus: de boekingen op uw licentie, uw voorwaarden, maandoverzicht en boekingslink.',
  'page.my-events.title': 'My-Events',
  'page.my-events.description':
    'Organisatoren beheren hier hun evenementen en zien hoeveel ritten er geboekt zijn.',
  'page.events-register.title': 'Aanvraag organisator',
  'page.events-register.description':
    'Vraag als organisator toegang tot My-Events, ons portaal voor evenementen.',
  'page.order-confirmed.title': 'Boeking ontvangen',
  'page.order-confirmed.description': 'Uw betaling is gelukt en we hebben uw boeking ontvangen.',
  'page.order-failed.title': 'Betaling mislukt',
  'page.order-failed.description': 'De betaling van uw boeking is niet gelukt.',
  'page.order-canceled.title': 'Betaling afgebroken',
  'page.order-canceled.description': 'U hebt de betaling van uw boeking afgebroken.',
  'page.manage.title': 'Mijn boeking beheren',
  'page.manage.description':
    'Bekijk, betaal, wijzig of annuleer uw boeking met uw boekingscode en e-mailadres.',
  'page.login.title': 'Aanmelden',
  'page.login.description': 'Meld u aan om uw boekingen en opgeslagen adressen te bekijken.',
  'page.register.title': 'Registreren',
  'page.register.description': 'Maak een account aan voor uzelf of voor uw bedrijf.',
  'page.account.title': 'Mijn account',
  'page.account.description': 'Uw gegevens, adressen en boekingen.',
  'page.reset-password.title': 'Wachtwoord opnieuw instellen',
  'page.reset-password.description': 'Kies een nieuw wachtwoord voor uw account.',
  'page.notFound.title': 'Pagina niet gevonden',
  'page.notFound.description': 'Deze pagina bestaat niet.',

  'home.heading': 'Van uw voordeur naar de luchthaven',
  'home.intro':
    'Boek een privérit tussen uw huisadres in België en de luchthaven: een ruime minibus of sedan (Comfort) of een luxewagen (Business). Kies een heenrit, een terugrit of allebei, en u ziet meteen wat het kost.',
  'home.combi': 'Gedeelde ritten (Combi) zijn sinds {combiCutoff} niet meer mogelijk.',
  'home.loading': 'De boekingsmodule wordt geladen…',
  'home.noscript': 'Online boeken werkt alleen met JavaScript. U kunt ons ook bellen op {phone}.',
  'home.pricing': 'Bekijk onze tarieven',

  'about.p1':
    'Wij brengen reizigers van hun voordeur naar de luchthaven en weer naar huis, op elk uur van de dag of nacht. U boekt online, betaalt veilig en weet vooraf precies wat de rit kost.',
  'about.p2':
    'De prijs hangt af van de afstand, de reistijd, het type vervoer, het aantal passagiers, uw bagage en eventuele extra’s. Wie vroeg boekt, betaalt minder.',
  'about.p3':
    'Reisbureaus en partners boeken voor hun klanten via een eigen link; met een reisbureaulicentie kunnen ze ook per factuur betalen.',
  'about.data': 'Gegevensbronnen',
  'about.dataIntro': 'Postcodes, straatnamen en luchthavens komen uit open data. Met dank aan:',

  'contact.intro': 'Een vraag over uw boeking of uw rit? We helpen u graag verder.',
  'contact.phone': 'Bel onze klantendienst op {phone}.',
  'contact.email': 'Mail naar {email}. Vermeld uw boekingsnummer, dan kunnen we u sneller helpen.',
  'contact.address': 'Adres',
  'contact.premium': 'Wij zijn ook bereikbaar via een betaalnummer, aangerekend per minuut.',
  'contact.partners': 'Reisbureaus en partners',
  'contact.partnersText':
    'Bent u een reisbureau of wilt u partner worden? Met een reisbureaulicentie boekt u voor uw klanten, staan uw gegevens bij elke boeking en kunt u per factuur betalen. Vraag een licentie aan via {email}.',

  'faq.book.q': 'Hoe boek ik een rit?',
  'faq.book.a':
    'Kies op de startpagina een heenrit, een terugrit of allebei, vul uw postcode, de luchthaven en de datum in en volg de stappen. Na de betaling is uw boeking rond.',
  'faq.lastMinute.q': 'Tot wanneer kan ik online boeken?',
  'faq.lastMinute.a':
    'Online boeken kan tot {earliestBookingDays} dagen voor de dag van uw vertrek. Is het dringender, bel ons dan.',
  'faq.advance.q': 'Is vroeg boeken goedkoper?',
  'faq.advance.a':
    'Ja. Onze prijs per km hangt af van hoelang vooraf u boekt: de gepubliceerde tarieven gelden voor {tariffPassengers} personen die {tariffLeadMonths} maanden of meer vooraf boeken, en hoe dichter bij de rit u boekt, hoe hoger de prijs per km, tot {leadSurchargeMaxPercent}% meer. Op onze tarievenpagina staat elke stap.',
  'faq.price.q': 'Hoe wordt de prijs berekend?',
  'faq.price.a':
    'Op basis van de afstand, de reistijd, het type vervoer, het aantal passagiers, uw bagage en extra’s, en eventuele kortingsbonnen. U ziet de prijs meteen in de boekingsmodule.',
  'faq.types.q': 'Welk type vervoer kan ik kiezen?',
  'faq.types.a':
    'Comfort is een privéminibus of -sedan, alleen voor uw gezelschap. Business is een luxewagen, alleen voor uw gezelschap.',
  'faq.combi.q': 'Kan ik nog een gedeelde rit (Combi) boeken?',
  'faq.combi.a':
    'Nee. Gedeelde ritten (Combi) zijn sinds {combiCutoff} niet meer beschikbaar. Alle ritten zijn nu privé.',
  'faq.cancel.q': 'Kan ik mijn boeking annuleren?',
  'faq.cancel.a':
    'Ja, op de pagina ‘Mijn boeking beheren’. Voor elke boeking gelden dezelfde regels, in welke taal u ook boekte. Wat annuleren kost, hangt af van hoelang vóór het ophaaluur u annuleert:',
  'faq.refund.q': 'Hoe gebeurt de terugbetaling?',
  'faq.refund.a':
    'Annuleert u zelf, dan krijgt u het bedrag terug als kortingsbon, die {refundCouponYears} jaar geldig is voor een nieuwe boeking. Moeten wij een rit zelf annuleren, dan betaalt u er niets voor en krijgt u alles terug wat u betaalde: op uw kaart of als kortingsbon, naar uw keuze.',
  'faq.payment.q': 'Hoe kan ik betalen?',
  'faq.payment.a':
    'Online met kredietkaart (Visa, Mastercard) of Bancontact. Reisbureaus met een reisbureaulicentie kunnen per factuur betalen.',
  'faq.changeTime.q': 'Kan ik mijn boeking wijzigen?',
  'faq.changeTime.a':
    'Ja, online op de pagina ‘Mijn boeking beheren’, tot {changeLimitHours} uur vóór het ophaaluur: de datum, het adres, de passagiers, de bagage en extra’s, het voertuig, en uw vlucht- en contactgegevens. We berekenen meteen de nieuwe prijs en tonen die naast de oude voor u bevestigt. Is hij hoger, dan betaalt u alleen het verschil; is hij lager, dan krijgt u het verschil terug als kortingsbon, of op uw kaart als wij dat aanbieden. Een wijziging kost geen annuleringskosten.',
  'faq.pickupTime.q': 'Wanneer hoor ik hoe laat ik word opgehaald?',
  'faq.pickupTime.a':
    'Ongeveer {pickupNoticeDays} dagen voor uw rit, per e-mail. Wilt u liever vroeger of later opgehaald worden? Tot {pickupWishHours} uur vóór het ophaaluur vraagt u op de pagina ‘Mijn boeking beheren’ een ander uur aan, tot {pickupWishShiftMinutes} minuten vroeger of later; onze planning aanvaardt of weigert het en laat het u weten. Houd er rekening mee dat het ophaaluur tot {pickupShiftMinutes} minuten kan verschuiven, omdat we de ritten {planningHours} uur vooraf plannen.',
  'faq.waitHome.q': 'Hoelang wacht de chauffeur aan mijn deur?',
  'faq.waitHome.a': 'De chauffeur wacht {pickupWaitMinutes} minuten. Zorg dat u klaarstaat met uw bagage.',
  'faq.waitAirport.q': 'Hoelang wacht de chauffeur op de luchthaven?',
  'faq.waitAirport.a':
    'Op de luchthaven wacht de chauffeur tot {landingWaitMinutes} minuten na de landing van uw vlucht.',
  'faq.flight.q': 'Waarom vragen jullie het nummer en het uur van mijn vlucht?',
  'faq.flight.a':
    'Daarmee bepalen we uw ophaaluur: u kiest hoelang vóór uw vlucht u op de luchthaven wilt zijn, tussen {timeMarginMin} en {timeMarginMax} uur. Voor de terugrit weten we zo wanneer u landt.',
  'faq.luggage.q': 'Hoeveel bagage mag ik meenemen?',
  'faq.luggage.a':
    'Alles moet in één voertuig passen. De boekingsmodule toont met een balk hoe vol het voertuig is; past het niet, verminder dan de bagage of maak meer dan één boeking.',
  'faq.extraCosts.q': 'Kunnen er achteraf kosten bijkomen?',
  'faq.extraCosts.a':
    'Alleen als de rit anders verloopt dan geboekt: {extraPersonFee, number, ::currency/EUR precision-integer} per extra persoon, minstens {luggageFeeMin, number, ::currency/EUR precision-integer} per niet-gemeld stuk bagage, {cleaningFee, number, ::currency/EUR precision-integer} reinigingskosten bij bevuiling en {trafficAlertPercent}% extra bij een verkeersalarm (een officiële waarschuwing van de wegbeheerder of de politie voor uitzonderlijk verkeer op uw route).',
  'faq.childSeats.q': 'Zijn er kinderzitjes?',
  'faq.childSeats.a':
    'Ja, voor kinderen van {childSeatAge1} tot {childSeatAge2} jaar, van {childSeatAge2} tot {childSeatAge3} jaar en ouder dan {childSeatAge3} jaar. U kunt er maximaal {maxChildSeats} per boeking vragen; de prijs staat op onze tarievenpagina.',
  'faq.pets.q': 'Mag mijn huisdier mee?',
  'faq.pets.a':
    'Ja. Voeg uw huisdier toe in de boekingsmodule, bij de bagage en extra’s; er geldt een vaste prijs per dier per rit (zie onze tarievenpagina). Al geboekt? Voeg het online toe op de pagina ‘Mijn boeking beheren’, tot {changeLimitHours} uur vóór het ophaaluur.',
  'faq.special.q': 'Kan ik een rolstoel, rollator, fietskoffer, ski’s of golftas meenemen?',
  'faq.special.a':
    'Ja. Geef ze op bij uw boeking, zodat we er plaats voor voorzien. Een rolstoel moet plooibaar zijn. De prijzen per stuk staan op onze tarievenpagina.',
  'faq.passengers.q': 'Met hoeveel personen kunnen we reizen?',
  'faq.passengers.a':
    'Per boeking met {minPassengers} tot {maxPassengers} passagiers. Met een grotere groep maakt u meer dan één boeking.',
  'faq.stops.q': 'Kan de chauffeur onderweg stoppen om iemand op te halen?',
  'faq.stops.a': 'Een tussenstop is mogelijk als u die minstens {stopNoticeDays} dagen vooraf aanvraagt.',
  'faq.account.q': 'Heb ik een account nodig?',
  'faq.account.a':
    'Nee. Met een account worden uw gegevens wel vooraf ingevuld, kiest u uit opgeslagen adressen en ziet u al uw boekingen op één plek.',
  'faq.agents.q': 'Ik werk bij een reisbureau. Kan ik voor mijn klanten boeken?',
  'faq.agents.a':
    'Ja. Met een reisbureaulicentie boekt u via uw eigen link, staan uw gegevens bij de boeking en kunt u per factuur betalen. Neem contact met ons op.',
  'faq.confirmation.q': 'Hoe weet ik dat mijn boeking in orde is?',
  'faq.confirmation.a':
    'Na de betaling ziet u een bevestiging met uw boekingsnummer, en u krijgt ze ook per e-mail. Bewaar dat nummer: we vragen ernaar als u contact opneemt.',
  'faq.safety': 'Veiligheid',
  'faq.safetyText':
    'Onze chauffeurs zijn professionals die de weg en de luchthavens kennen. Elke passagier draagt de gordel, kinderen reizen in een kinderzitje dat past bij hun leeftijd, en we nemen nooit meer mensen of bagage mee dan het voertuig veilig kan vervoeren.',
  'faq.privacy': 'Privacy',
  'faq.privacyText':
    'We gebruiken uw gegevens alleen om uw rit te plannen en uit te voeren, en wissen ze {retentionMonths} maanden na de rit. Uw kaartgegevens voert u in bij de betaalprovider; wij zien ze nooit.',

  'jobs.intro':
    'Reizigers vertrekken op alle uren, en wij rijden mee. Daarom zoeken we regelmatig chauffeurs en planners die graag service verlenen, vlot Nederlands, Frans of Engels spreken en niet opkijken van een vroege start.',
  'jobs.none': 'Op dit moment staan er geen vacatures open.',
  'jobs.apply': 'Spontaan solliciteren kan altijd: stuur uw cv en een korte motivatie naar {email}.',

  'terms.intro': 'Deze voorwaarden gelden voor elke rit die u bij ons boekt, ook via een reisbureau.',
  'terms.versions':
    'De voorwaarden bestaan in het Nederlands, het Frans en het Engels, met dezelfde inhoud: voor elke boeking gelden dezelfde regels, ook wat annuleren kost, in welke taal u ook boekte.',
  'terms.booking': 'Boeken en betalen',
  'terms.bookingText':
    'U kunt online boeken tot {earliestBookingDays} dagen voor de dag van vertrek. U betaalt online met kredietkaart (Visa, Mastercard) of Bancontact. Reisbureaus met een reisbureaulicentie kunnen per factuur betalen. De prijs per km hangt af van hoelang vooraf u boekt (zie onze tarievenpagina).',
  'terms.change': 'Uw boeking wijzigen',
  'terms.changeText':
    'Tot {changeLimitHours} uur vóór het ophaaluur wijzigt u uw boeking online via de pagina ‘Mijn boeking beheren’ (de link staat in uw bevestigingsmail): de datum, het adres, de passagiers, de bagage en extra’s, het voertuig, en uw vlucht- en contactgegevens. De gewijzigde boeking wordt opnieuw geprijsd volgens ons tarief; u bevestigt ze nadat u de oude en de nieuwe prijs hebt gezien. Is de prijs hoger, dan betaalt u het verschil, en de wijziging geldt zodra het betaald is. Is hij lager, dan krijgt u het verschil terug als kortingsbon, die {refundCouponYears} jaar geldig is, of op uw kaart als wij voor die terugbetaling kiezen. Een wijziging is geen annulering en kost geen annuleringskosten.',
  'terms.cancel': 'Annuleren',
  'terms.cancelText':
    'U annuleert via de pagina ‘Mijn boeking beheren’ (de link staat in uw bevestigingsmail). Voor elke boeking geldt dezelfde schaal, in welke taal ook; wat annuleren kost, hangt af van hoelang vóór het ophaaluur u annuleert:',
  'terms.scale.first': '{lower} of meer vóór het ophaaluur: {charge}',
  'terms.scale.between': 'minder dan {upper} en minstens {lower} vóór het ophaaluur: {charge}',
  'terms.scale.last': 'minder dan {upper} vóór het ophaaluur: {charge}',
  'terms.scale.free': 'kosteloos (terugbetaling als kortingsbon)',
  'terms.scale.fee': '{amount} annuleringskosten',
  'terms.scale.share': '{percent}% van de prijs, minimaal {minimum}',
  'terms.scale.full': 'de volledige prijs',
  'terms.scale.days': '{n, plural, one {# dag} other {# dagen}}',
  'terms.scale.hours': '{n, plural, one {# uur} other {# uur}}',
  'terms.refund': 'Terugbetaling',
  'terms.refundText':
    'Annuleert u zelf, dan betalen we terug met een kortingsbon, die {refundCouponYears} jaar geldig is. Annuleren wij een rit zelf, dan betaalt u er niets voor en krijgt u alles terug wat u betaalde: op uw kaart of als kortingsbon, naar uw keuze via de link in onze e-mail.',
  'terms.pickup': 'Ophaaluur',
  'terms.pickupText':
    'U krijgt het ophaaluur ongeveer {pickupNoticeDays} dagen voor de rit. De planning gebeurt {planningHours} uur vooraf, waardoor het ophaaluur tot {pickupShiftMinutes} minuten kan verschuiven. Tot {pickupWishHours} uur vóór het ophaaluur kunt u een ophaaluur vragen dat tot {pickupWishShiftMinutes} minuten vroeger of later ligt; onze planning aanvaardt of weigert het en laat het u weten.',
  'terms.waiting': 'Wachttijd',
  'terms.waitingText':
    'Aan uw adres wacht de chauffeur {pickupWaitMinutes} minuten. Op de luchthaven wacht de chauffeur tot {landingWaitMinutes} minuten na de landing.',
  'terms.extra': 'Bijkomende kosten',
  'terms.extraText':
    'Extra persoon: {extraPersonFee, number, ::currency/EUR precision-integer}. Niet-gemelde bagage: minstens {luggageFeeMin, number, ::currency/EUR precision-integer} per stuk. Reiniging na bevuiling: {cleaningFee, number, ::currency/EUR precision-integer}. Administratiekosten: {adminFee, number, ::currency/EUR precision-integer}. Bij een verkeersalarm (een officiële waarschuwing van de wegbeheerder of de politie voor uitzonderlijk verkeer op de route): {trafficAlertPercent}% extra.',
  'terms.requests': 'Huisdieren en tussenstops',
  'terms.requestsText':
    'Een huisdier boekt u in de boekingsmodule, bij de extra’s, of voegt u online toe tot {changeLimitHours} uur vóór het ophaaluur; er geldt een vaste prijs per dier per rit. Vraag een tussenstop minstens {stopNoticeDays} dagen vooraf aan.',
  'terms.invoices': 'Facturen',
  'terms.invoicesText':
    'Facturen zijn betaalbaar binnen {invoicePaymentDays} dagen. Bezwaar tegen een factuur dient u binnen {invoiceObjectionDays} dagen in. Bij laattijdige betaling is een intrest van {lateInterestPercent}% per jaar verschuldigd, plus een schadevergoeding van {lateDamagesPercent}% (minstens {lateDamagesMin, number, ::currency/EUR precision-integer}, hoogstens {lateDamagesMax, number, ::currency/EUR precision-integer}).',
  'terms.data': 'Persoonsgegevens',
  'terms.dataText': 'We wissen uw persoonsgegevens {retentionMonths} maanden na de rit.',

  'privacy.intro': 'Verantwoordelijke voor de verwerking van uw gegevens is {company}, {address}.',
  'privacy.what': 'Welke gegevens',
  'privacy.whatText':
    'Uw naam, e-mailadres, gsm-nummer, ophaal- en afzetadres, vluchtgegevens, het aantal passagiers en uw bagage, en wat u zelf opgeeft: huisdieren, de leeftijd van kinderen voor hun kinderzitje en uw opmerkingen voor de chauffeur. Met een account ook uw gebruikersnaam, opgeslagen adressen en, voor een bedrijf, de bedrijfsnaam en het btw-nummer.',
  'privacy.why': 'Waarom',
  'privacy.whyText':
    'Om uw rit te plannen en uit te voeren, u over de rit te contacteren en te factureren. Zonder deze gegevens kunnen we de overeenkomst niet uitvoeren. Na de rit vragen we u per e-mail naar uw mening; geeft u die, dan tonen we ze op onze site met uw voornaam en de initiaal van uw familienaam. Uw chauffeur krijgt de gegevens van uw rit, en boekte u via een reisbureau, dan ziet dat reisbureau uw naam en uw boeking in zijn portaal.',
  'privacy.payment': 'Betalen',
  'privacy.paymentText':
    'Uw kaartgegevens voert u in op de beveiligde pagina van onze betaalprovider. Wij zien en bewaren ze niet.',
  'privacy.retention': 'Hoelang',
  'privacy.retentionText':
    'We wissen uw persoonsgegevens {retentionMonths} maanden na de rit. Bedragen, datums en postcodes van uw boekingen bewaren we zonder uw naam, zolang de boekhoudwetgeving dat vereist.',
  'privacy.storage': 'Opslag in uw browser',
  'privacy.storageText':
    'We plaatsen geen reclame- of volgcookies. In uw browser bewaren we alleen uw taalkeuze, uw aanmelding, of u de cookiemelding gezien hebt, en tijdens het boeken uw nog niet verstuurde boeking.',
  'privacy.rights': 'Uw rechten',
  'privacy.rightsText':
    'U kunt uw gegevens inkijken, laten verbeteren of laten wissen via {email}. Een klacht kunt u indienen bij de Gegevensbeschermingsautoriteit.',

  'phone.intro': 'Ons callcenter is bereikbaar op het betaalnummer {number}.',
  'phone.rate': 'Een oproep naar dit nummer kost {rate} per minuut.',
  'phone.operator': 'Dit nummer wordt uitgebaat door {company}, {address}, ondernemingsnummer {vat}.',
  'phone.free': 'Liever niet via een betaalnummer? Mail naar {email} of bel ons gewone nummer {phone}.',
  'phone.ombudsman':
    'Klachten over betaalnummers kunt u ook melden bij de Ombudsdienst voor telecommunicatie.',

  'pricing.intro':
    'Geldig vanaf {date}. De prijs per km hieronder geldt voor {tariffPassengers} personen die {tariffLeadMonths} maanden of meer vooraf boeken; wie later boekt, betaalt een hogere prijs per km, zoals de tweede tabel toont. Uw exacte prijs hangt af van afstand, reistijd, type vervoer, passagiers, bagage en extra’s; de boekingsmodule toont hem meteen.',
  'pricing.types': 'Tarief per type vervoer',
  'pricing.type': 'Type vervoer',
  'pricing.perKm': 'Prijs per km',
  'pricing.minimum': 'Minimumprijs per rit',
  'pricing.leadTitle': 'Prijs per km naargelang hoelang vooraf u boekt',
  'pricing.leadWhen': 'Geboekt',
  'pricing.leadPrice': 'Prijs per km',
  'pricing.leadStep.first': '{min} dagen of meer vooraf',
  'pricing.leadStep.between': 'minder dan {upper} en minstens {min} dagen vooraf',
  'pricing.leadStep.last': 'minder dan {upper} dagen vooraf',
  'pricing.leadStep.base': 'de prijs uit de tabel hierboven',
  'pricing.leadStep.more': '{percent}% meer',
  'pricing.type.COMBINATIE': 'Combi – gedeelde minibus (niet meer beschikbaar sinds {combiCutoff})',
  'pricing.type.COMFORT': 'Comfort – privéminibus of -sedan',
  'pricing.type.BUSINESS': 'Business – luxewagen, alleen voor uw gezelschap',
  'pricing.extras': 'Extra’s, per stuk en per rit',
  'pricing.item': 'Extra',
  'pricing.price': 'Prijs',
  'pricing.extra.koffers': 'Koffer',
  'pricing.extra.kinderwagens': 'Kinderwagen',
  'pricing.extra.childSeat': 'Kinderzitje',
  'pricing.extra.skis': 'Ski’s',
  'pricing.extra.golfbags': 'Golftas',
  'pricing.extra.fietskoffers': 'Fietskoffer',
  'pricing.extra.rolstoelen': 'Plooibare rolstoel',
  'pricing.extra.rollators': 'Rollator',
  'pricing.extra.pet': 'Huisdier',

  'customers.intro': 'Wat reizigers vertellen over hun rit naar of van de luchthaven.',
  'customers.empty': 'Er zijn op dit moment geen beoordelingen beschikbaar.',
  'events.intro':
    'Samen naar een evenement? Boek uw vervoer vóór de uiterste boekingsdatum van het evenement.',
  'events.empty': 'Er zijn op dit moment geen evenementen beschikbaar.',
  'events.organisers': 'Organiseert u een evenement? Vraag een account voor organisatoren aan.',
  'eventsRegister.intro':
    'Met My-Events bieden organisatoren vervoer naar hun evenement aan. Vertel ons kort wie u bent en waarom u toegang vraagt; na goedkeuring krijgt u een account.',
  'eventsRegister.name': 'Naam van de organisatie',
  'eventsRegister.email': 'E-mailadres',
  'eventsRegister.motivation': 'Motivatie',
  'eventsRegister.submit': 'Aanvraag versturen',
  'eventsRegister.required': 'Velden met * zijn verplicht.',
  'eventsRegister.motivationRequired': 'Gelieve uw motivatie in te vullen.',
  'eventsRegister.emailInvalid': 'Gelieve een geldig e-mailadres in te vullen.',
  'eventsRegister.nameRequired': 'Gelieve de naam van de organisatie in te vullen.',
  'eventsRegister.success': 'Uw aanvraag is geregistreerd. We nemen contact met u op.',
  'eventsRegister.failed':
    'Uw aanvraag kon niet worden verstuurd. Probeer het later opnieuw of mail naar {email}.',

  'outcome.confirmed': 'Bedankt, we hebben uw boeking ontvangen',
  'outcome.confirmedText':
    'Uw betaling is gelukt. Ongeveer een week voor de rit laten we u het ophaaluur weten.',
  'outcome.failed': 'Uw betaling is niet gelukt',
  'outcome.failedText':
    'De betaling werd geweigerd; er werd niets aangerekend. Uw boeking blijft bewaard: betaal opnieuw, eventueel met een andere kaart.',
  'outcome.canceled': 'De betaling is afgebroken',
  'outcome.canceledText':
    'U hebt de betaling afgebroken; er werd niets aangerekend. Uw boeking blijft bewaard: betaal opnieuw wanneer u klaar bent.',
  'outcome.reference': 'Betalingsreferentie',
  'outcome.newBooking': 'Nieuwe boeking maken',
  'outcome.contact': 'Contact opnemen',
  'outcome.invoiceText':
    'Uw boeking is bevestigd en wordt gefactureerd aan uw reisbureau; u hoeft nu niets te betalen. Ongeveer een week voor de rit laten we u het ophaaluur weten.',
  'outcome.freeText':
    'Uw boeking is bevestigd; er valt niets te betalen. Ongeveer een week voor de rit laten we u het ophaaluur weten.',
  'outcome.revision': 'Uw wijziging is bevestigd',
  'outcome.revisionText':
    'Het verschil is betaald en uw boeking is gewijzigd. U krijgt een bevestiging per e-mail, met de nieuwe ritten voor uw agenda.',
  'outcome.revisionUnpaid': 'Uw wijziging is niet betaald',
  'outcome.revisionUnpaidText':
    'Het verschil is niet betaald, dus uw boeking blijft ongewijzigd. U kunt de wijziging opnieuw proberen via de beheerpagina.',
  'outcome.manage': 'Naar uw boeking',
  'outcome.pending': 'We controleren uw betaling nog',
  'outcome.pendingText':
    'De betaalprovider heeft uw betaling nog niet bevestigd. U krijgt een e-mail zodra ze verwerkt is; betaal niet opnieuw. Hoort u binnen een uur niets, neem dan contact met ons op.',

  'notFound.text': 'Deze pagina bestaat niet (meer). Misschien helpt een van deze links u verder:',
  'partner.redirect': 'U wordt doorgestuurd naar de boekingspagina.',
  'partner.continue': 'Verder naar de boekingspagina',
  label: '{label}:',
} as const;

/** A key of the site's texts. */
export type MessageKey = keyof typeof nl;

/** The texts of one language: every key, nothing else. */
export type Messages = Readonly<Record<MessageKey, string>>;
