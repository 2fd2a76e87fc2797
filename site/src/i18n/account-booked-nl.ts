/**
 * Dutch texts of what a booking shows back (issue 31): the outcome page after the payment and the extras
 * listed on it and on the manage page. account-nl.ts spreads them in, so they share its keys' type; the
 * French and English files have exactly these keys.
 */
export const accountBookedNl = {
  'acc.outcome.emailSent': 'Uw bevestigingsmail met de boekingscode is onderweg.',
  'acc.outcome.notSent': 'U krijgt de bevestiging per e-mail zodra de betaling gelukt is.',
  'acc.outcome.manageHint':
    'Om de boeking te wijzigen of te annuleren, hebt u de boekingscode en het e-mailadres uit uw bevestigingsmail nodig.',
  'acc.outcome.back': 'Terug naar {partner}',
  'acc.outcome.backSoon':
    'U gaat over {seconds, plural, one {# seconde} other {# seconden}} automatisch terug naar {partner}.',
  'acc.outcome.backStop': 'Op deze pagina blijven',
  'acc.outcome.backStopped':
    'U blijft op deze pagina. Met de link gaat u terug naar {partner} wanneer u wilt.',
  'acc.outcome.summary': 'Uw boeking',
  // Issue 31: everything booked, listed back (core/booked-extras.ts), and paying again after a refusal.
  'acc.manage.extra.koffers': 'Koffers',
  'acc.manage.extra.seatSmall': 'Kinderzitjes {childSeatAge1}-{childSeatAge2} jaar',
  'acc.manage.extra.seatMedium': 'Kinderzitjes {childSeatAge2}-{childSeatAge3} jaar',
  'acc.manage.extra.seatLarge': 'Kinderzitjes (kinderen ouder dan {childSeatAge3} jaar)',
  'acc.manage.extra.rolstoelen': 'Plooibare rolstoelen',
  'acc.manage.extra.rollators': 'Rollators',
  'acc.manage.extra.fietskoffers': 'Fietskoffers',
  'acc.manage.extra.skis': 'Ski’s',
  'acc.manage.extra.golfbags': 'Golftassen',
  'acc.manage.extra.kinderwagens': 'Kinderwagens',
  'acc.manage.extra.huisdieren': 'Huisdieren',
  'acc.outcome.payAgain': 'Opnieuw betalen met {methods}',
  'acc.outcome.toForm': 'Terug naar het boekingsformulier',
  'acc.outcome.payUnavailable':
    'De betaalpagina is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw; uw boeking blijft bewaard.',
};
