/** French texts of the server's e-mails; the same keys and placeholders as mail-nl.ts. */
import type { MailMessages } from './mail-nl';

const fr: MailMessages = {
  'mail.greeting': 'Bonjour {name},',

  'confirmation.subject': 'Confirmation de votre réservation {code}',
  'confirmation.received': 'Merci pour votre réservation, que nous avons bien reçue.',
  'confirmation.bookingCode': 'Code de réservation',
  'confirmation.bookingCodeHint':
    'Ce code et votre adresse e-mail vous permettent d’ajouter la réservation à votre compte (Mon compte, Ajouter une réservation).',
  'confirmation.settlement.paid': 'Payé : {amount}',
  'confirmation.settlement.invoiced': 'Total : {amount}, facturé à votre agence de voyages.',
  'confirmation.settlement.free': 'Aucun paiement n’est nécessaire pour cette réservation.',
  'confirmation.transport': 'Transport',
  'confirmation.passengers': 'Passagers',
  'confirmation.departure': 'Aller',
  'confirmation.return': 'Retour',
  'confirmation.flight': 'Vol {flight} le {date} à {time}',
  'confirmation.landing': 'Vol {flight} en provenance de {origin}, atterrissage le {date} à {time}',
  'confirmation.pickup':
    'Heure de prise en charge provisoire : {time}. L’heure définitive vous sera communiquée environ une semaine avant le trajet.',
  'confirmation.eventArrival': 'Vers {event}, arrivée le {date} à {time}',
  'confirmation.eventPickup': 'Après {event}, prise en charge le {date} à {time}',
  'confirmation.toEvent': 'Trajet vers {event}',
  'confirmation.fromEvent': 'Trajet de {event} vers votre domicile',
  'confirmation.from': 'De',
  'confirmation.to': 'À',
  'confirmation.calendar': 'Les trajets figurent dans le fichier d’agenda joint (.ics).',
  'confirmation.closing': 'Bon voyage !',
  'confirmation.toAirport': 'Transfert vers {airport}',
  'confirmation.fromAirport': 'Transfert de {airport} vers votre domicile',
  'confirmation.eventPickupNote':
    'Heure de prise en charge provisoire ; l’heure définitive vous sera communiquée environ une semaine avant le trajet.',
  'confirmation.eventReturnNote': 'Le chauffeur attend jusqu’à {minutes} minutes après l’atterrissage.',
  'confirmation.type.combinatie': 'Combi (partagé)',
  'confirmation.type.comfort': 'Comfort',
  'confirmation.type.business': 'Business',
  'confirmation.pets': 'Animaux de compagnie : {count} ({price} par animal et par trajet)',
  'confirmation.remarks': 'Vos remarques pour le chauffeur',
  // Issue 31: everything booked besides the passengers, listed back (core/booked-extras.ts).
  'extras.koffers': 'Valises',
  'extras.seatSmall': 'Sièges enfant {childSeatAge1}-{childSeatAge2} ans',
  'extras.seatMedium': 'Sièges enfant {childSeatAge2}-{childSeatAge3} ans',
  'extras.seatLarge': 'Sièges enfant (plus de {childSeatAge3} ans)',
  'extras.rolstoelen': 'Fauteuils roulants pliables',
  'extras.rollators': 'Déambulateurs (rollators)',
  'extras.fietskoffers': 'Valises de vélo',
  'extras.skis': 'Skis',
  'extras.golfbags': 'Sacs de golf',
  'extras.kinderwagens': 'Poussettes',
  'extras.huisdieren': 'Animaux de compagnie',

  'reminder.week.subject': 'Votre trajet du {date} : réservation {code}',
  'reminder.week.pickup':
    'Votre trajet du {date} ({route}) est planifié. Nous vous prenons en charge à {time}.',
  'reminder.week.pickupLater':
    'Votre trajet du {date} ({route}) est planifié. Votre heure de prise en charge vous sera communiquée dès qu’elle sera fixée ; vous la verrez aussi sur la page de votre réservation.',
  'reminder.week.vary':
    'L’heure de prise en charge peut varier de {pickupShiftMinutes} minutes au plus, car nous planifions les trajets {planningHours} heures à l’avance.',
  'reminder.dayBefore.subject': 'Demain : votre trajet (réservation {code})',
  'reminder.dayBefore.body': 'Demain, {date}, nous assurons votre trajet : {route}.',
  'reminder.today.subject': 'Aujourd’hui : votre trajet (réservation {code})',
  'reminder.today.body': 'Aujourd’hui, {date}, nous assurons votre trajet : {route}.',
  'reminder.dayBefore.pickupTime': 'Votre heure de prise en charge : {time}.',
  'reminder.dayBefore.pickupWait':
    'Merci d’être prêts à l’heure de prise en charge : le chauffeur attend {minutes} minutes à votre adresse.',
  'reminder.dayBefore.landingWait':
    'À l’aéroport, le chauffeur attend jusqu’à {minutes} minutes après l’atterrissage.',
  'reminder.manage': 'Consulter ou modifier votre réservation : {url}',

  'feedbackRequest.subject': 'Comment s’est passé votre trajet ? Donnez votre avis sur la réservation {code}',
  'feedbackRequest.body':
    'Merci d’avoir voyagé avec nous. Dites-nous comment s’est passé votre trajet : une note de {minRating} à {maxRating} et quelques mots, via ce lien :',
  'feedbackRequest.expiry':
    'Le lien reste valable {days} jours. Votre avis paraît sur notre site après vérification, avec votre prénom et l’initiale de votre nom.',
  'confirmation.manage': 'Consulter, modifier ou annuler votre réservation : {url}',

  'cancel.subject': 'Annulation de votre réservation {code}',
  'cancel.body': 'Votre réservation {bonnr} est annulée.',
  'cancel.refund':
    'Vous récupérez {amount} sous la forme du bon de réduction {code} : à utiliser une fois pour une nouvelle réservation, valable jusqu’au {date} inclus.',
  'cancel.couponUse':
    'Pour utiliser le bon, réservez un nouveau trajet sur {url} et saisissez le code à la dernière étape de la réservation.',
  'cancel.scale.title': 'Ce que coûte une annulation, selon les mêmes règles pour toute réservation :',
  'cancel.scale.first': '{lower} ou plus avant la prise en charge : {charge}',
  'cancel.scale.between': 'moins de {upper} et au moins {lower} avant la prise en charge : {charge}',
  'cancel.scale.last': 'moins de {upper} avant la prise en charge : {charge}',
  'cancel.scale.free': 'sans frais (remboursement sous forme de bon de réduction)',
  'cancel.scale.fee': '{amount} de frais d’annulation',
  'cancel.scale.share': '{percent} % du prix, au minimum {minimum}',
  'cancel.scale.full': 'le prix total',
  'cancel.scale.days': '{n, plural, one {# jour} other {# jours}}',
  'cancel.scale.hours': '{n, plural, one {# heure} other {# heures}}',
  'cancel.noRefund': 'Selon les conditions de votre réservation, aucun montant n’est remboursé.',

  'refundChoice.subject': 'Nous avons dû annuler votre réservation {code} : choisissez votre remboursement',
  'refundChoice.body':
    'Nous en sommes désolés : nous avons dû annuler nous-mêmes votre réservation {bonnr}. Vous ne payez rien et récupérez tout ce que vous avez payé.',
  'refundChoice.options':
    'Choisissez avec le lien ci-dessous comment récupérer vos {amount} : remboursés sur la carte avec laquelle vous avez payé, ou sous forme d’un bon de réduction de {amount} pour une nouvelle réservation, valable un an.',
  'refundChoice.expiry':
    'Le lien ne sert qu’une fois et reste valable {days} jours. Sans choix d’ici là, contactez-nous.',

  'refundCard.subject': 'Remboursement de votre réservation {code}',
  'refundCard.body':
    'Nous remboursons {amount} de votre réservation annulée {bonnr} sur la carte avec laquelle vous avez payé. Le montant apparaît sur votre compte après quelques jours ouvrables.',

  'pickup.subject': 'Votre heure de prise en charge pour la réservation {code}',
  'pickup.body': 'Nous venons vous chercher le {date} à {time} ({route}).',
  'pickup.changed': 'Cette heure remplace celle communiquée plus tôt, {before}.',
  'pickup.manage': 'Consulter votre réservation : {url}',
  'pickupWish.subject': 'Votre demande d’une autre heure de prise en charge pour la réservation {code}',
  'pickupWish.accepted':
    'Bonne nouvelle : nous venons vous chercher le {date} à {time} au lieu de {before}, comme vous l’avez demandé.',
  'pickupWish.refused':
    'Nous sommes désolés : nous ne pouvons pas venir vous chercher le {date} à {time}. Votre heure de prise en charge reste {before}.',
  'pickupWish.reason': 'La raison de notre planning : {reason}',

  'change.subject': 'Modification de la réservation {bonnr}',
  'change.body': 'Le client a modifié la réservation {bonnr} ({name}) :',
  'change.line': '{field} : {before} → {after}',
  'change.field.vluchtnrheen': 'Numéro du vol aller',
  'change.field.uurvluchtheen': 'Heure de départ du vol (aller)',
  'change.field.heennr': 'Numéro de l’adresse de prise en charge',
  'change.field.vluchtnrterug': 'Numéro du vol retour',
  'change.field.uurvluchtterug': 'Heure d’atterrissage (retour)',
  'change.field.terugnr': 'Numéro de l’adresse de dépose',
  'change.field.telklant': 'Numéro de GSM',
  'change.field.voornaam': 'Prénom',
  'change.field.naam': 'Nom',

  'reset.subject': 'Choisir un nouveau mot de passe',
  'reset.body':
    'Nous avons reçu une demande de changement du mot de passe de votre compte. Choisissez un nouveau mot de passe via ce lien :',
  'reset.expiry': 'Le lien est valable {minutes} minutes et ne fonctionne qu’une fois.',
  'reset.ignore':
    'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail ; votre mot de passe reste inchangé.',

  'resetUnknown.subject': 'Aucun compte avec cette adresse e-mail',
  'resetUnknown.greeting': 'Bonjour,',
  'resetUnknown.body':
    'Nous avons reçu une demande de nouveau mot de passe pour {email}. Il n’existe cependant aucun compte avec cette adresse e-mail.',
  'resetUnknown.register': 'Vous n’avez pas encore de compte ? Vous pouvez créer un compte ici :',
  'resetUnknown.otherAddress':
    'Vous avez un compte avec une autre adresse e-mail ? Demandez alors un nouveau mot de passe avec cette adresse :',
  'resetUnknown.ignore':
    'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail ; rien ne change.',

  'emailChange.subject': 'L’adresse e-mail de votre compte a été modifiée',
  'emailChange.body':
    'L’adresse e-mail de votre compte {username} vient d’être modifiée : {from} a été remplacée par {to}.',
  'emailChange.ok': 'Si vous êtes à l’origine de ce changement, vous n’avez rien à faire.',
  'emailChange.notYou':
    'Dans le cas contraire, quelqu’un d’autre a peut-être accès à votre compte. Contactez-nous immédiatement :',
  'link.subject': 'Votre réservation {code} a été ajoutée à un compte',
  'link.body':
    'Votre réservation {bonnr} a été ajoutée le {date} à un compte client, avec le code de réservation et votre adresse e-mail. Qui se connecte à ce compte peut consulter, modifier et annuler la réservation.',
  'link.ok': 'Si vous avez ajouté vous-même cette réservation à votre compte, vous n’avez rien à faire.',
  'link.notYou':
    'Dans le cas contraire, contactez-nous sans tarder pour que nous retirions la réservation de ce compte :',
  'organiser.requested.subject': 'Votre demande My-Events a bien été reçue',
  'organiser.requested.body':
    'Nous avons bien reçu la demande de compte organisateur de {organisation}. Nous l’examinons et vous informerons par e-mail de notre décision.',
  'organiser.approved.subject': 'Votre compte organisateur est approuvé',
  'organiser.approved.body':
    'La demande de {organisation} est approuvée. Connectez-vous avec {username} et gérez vos événements dans My-Events :',
  'organiser.approved.page': 'Vos événements se trouvent sur :',
  'organiser.refused.subject': 'Votre demande My-Events',
  'organiser.refused.body':
    'Nous ne pouvons malheureusement pas approuver la demande de compte organisateur de {organisation}.',
  'organiser.refused.reason': 'Motif : {reason}',
  'mail.closing': 'Meilleures salutations,',
  'mail.team': 'L’équipe de {company}',
  'mail.label': '{label} :',
  'dispatchDay.subject': 'Planning des trajets du {date} : {count, plural, one {# trajet} other {# trajets}}',
  'dispatchDay.intro': 'Voici les trajets du {date}, avec tout ce que le client nous a indiqué.',
  'dispatchDay.none': 'Aucun trajet le {date}.',
  'dispatchDay.noPickup': 'heure de prise en charge à planifier',
  'dispatchDay.leg.H': 'Aller',
  'dispatchDay.leg.T': 'Retour',
  'dispatchDay.flight': 'Vol {flight} à {time}, {airport}',
  'dispatchDay.margin': 'marge aéroport {hours} h',
  'dispatchDay.riders':
    '{pax, plural, one {# passager} other {# passagers}}, {luggage, plural, one {# valise} other {# valises}}',
  'dispatchDay.pets': '{count, plural, one {# animal} other {# animaux}}',
  'dispatchDay.cargo': 'chargement {cargo} sur {max}',
  'dispatchDay.agency': 'Agence de voyages : {name}',
  'dispatchDay.event': 'Événement : {name}',
  'dispatchDay.remarks': 'Remarques du client :',
  'sheet.seat.small': 'Siège enfant {childSeatAge1}-{childSeatAge2} ans',
  'sheet.seat.medium': 'Siège enfant {childSeatAge2}-{childSeatAge3} ans',
  'sheet.seat.large': 'Siège enfant dès {childSeatAge3} ans',
  'sheet.item.rolstoelen': 'Fauteuil roulant pliable',
  'sheet.item.rollators': 'Déambulateur (rollator)',
  'sheet.item.fietskoffers': 'Valise de vélo',
  'sheet.item.skis': 'Skis',
  'sheet.item.golfbags': 'Sac de golf',
  'sheet.item.kinderwagens': 'Poussette',
  'driverMove.subject': 'Prise en charge déplacée : {bonnr}, {date}',
  'driverMove.body':
    'Le vol {flight} atterrit à {landing} ({airport}). La prise en charge de {name} passe de {from} à {to}.',
  'driverMove.wait': 'Attente gratuite après l’atterrissage : {minutes} minutes.',

  // Issue 26 : qui vient pour un trajet (server/messages/driver-notice-mail.ts).
  'driverNotice.subject': 'Votre chauffeur pour le {date} (réservation {code})',
  'driverNotice.todaySubject': 'Aujourd’hui : votre chauffeur (réservation {code})',
  'driverNotice.intro': 'Pour votre trajet du {date}, voici votre chauffeur :',
  'driverNotice.todayIntro': 'Nous vous conduisons aujourd’hui ; voici votre chauffeur :',
  'driverNotice.driver': 'Chauffeur',
  'driverNotice.car': 'Voiture',
  'driverNotice.pickupHome': 'Prise en charge',
  'driverNotice.pickupHomeValue': 'le {date} à {time}, {address}',
  'driverNotice.meeting': 'Point de rencontre',
  'driverNotice.meetingValue': 'le {date} dès {time}. {meeting}',
  'driverNotice.timeLater': 'heure à venir',
  'driverNotice.contact':
    'Votre vol a du retard ou quelque chose change ? Appelez votre chauffeur ou envoyez-lui un SMS.',
  // Issue 27: a booking changed in place (server/manage/revision-mails.ts).
  'revision.subject': 'Votre réservation modifiée {code}',
  'revision.body': 'Votre réservation {bonnr} est modifiée. Voici ce qui change :',
  'revision.line': '{label} : {before} → {after}',
  'revision.empty': 'aucun',
  'revision.price': 'Prix : {before} auparavant, {after} maintenant.',
  'revision.settlement.pay': 'Vous avez payé la différence de {amount} en ligne.',
  'revision.settlement.coupon':
    'Vous récupérez la différence de {amount} sous la forme du bon de réduction {code} : à utiliser une fois pour une nouvelle réservation, valable jusqu’au {date} inclus.',
  'revision.settlement.card':
    'Nous remboursons la différence de {amount} sur la carte utilisée pour le paiement.',
  'revision.settlement.invoice':
    'La différence de {amount} est portée sur la facture de votre agence de voyages.',
  'revision.settlement.none': 'Vous n’avez rien à payer en plus et rien ne vous est remboursé.',
  'revision.calendar': 'Le fichier d’agenda joint (.ics) remplace le précédent.',
  'revision.trip.H': 'Aller simple',
  'revision.trip.T': 'Retour simple',
  'revision.trip.HT': 'Aller et retour',
  'revision.hours': '{hours} h avant le vol',
  'revision.field.price': 'Prix',
  'revision.field.heenterug': 'Trajets',
  'revision.field.soortvervoer': 'Transport',
  'revision.field.pax': 'Passagers',
  'revision.field.koffers': 'Valises',
  'revision.field.huisdieren': 'Animaux',
  'revision.field.childSeats': 'Sièges enfant',
  'revision.field.remarks': 'Remarques pour le chauffeur',
  'revision.field.datumheen': 'Date de l’aller',
  'revision.field.uurvluchtheen': 'Heure de départ du vol',
  'revision.field.vluchtnrheen': 'Vol de l’aller',
  'revision.field.idluchthavenheen': 'Aéroport de l’aller',
  'revision.field.vroegeropluchthaven': 'Arrivée à l’aéroport',
  'revision.field.heenadres': 'Adresse de prise en charge',
  'revision.field.datumterug': 'Date du retour',
  'revision.field.uurvluchtterug': 'Heure d’atterrissage',
  'revision.field.vluchtnrterug': 'Vol du retour',
  'revision.field.idluchthaventerug': 'Aéroport du retour',
  'revision.field.terugherkomst': 'Provenance du vol retour',
  'revision.field.terugadres': 'Adresse de dépose',
  'revisionFailed.subject': 'Votre modification de la réservation {code} n’a pas été effectuée',
  'revisionFailed.body':
    'Nous avons bien reçu votre paiement de {amount} pour la modification de la réservation {bonnr}, mais la réservation avait entre-temps été modifiée ou annulée. La modification n’a donc pas été effectuée.',
  'revisionFailed.coupon':
    'Vous récupérez {amount} sous la forme du bon de réduction {code} : à utiliser une fois pour une nouvelle réservation, valable jusqu’au {date} inclus.',
  'revisionDispatch.subject': 'À replanifier : réservation {bonnr}, {leg}',
  'revisionDispatch.body':
    'Le client a modifié la réservation {bonnr} ({name}). L’heure de prise en charge et le chauffeur du trajet « {leg} » sont effacés : planifiez ce trajet à nouveau.',
  'revisionDispatch.when': '{leg} : {date}, vol à {time}',
  'revisionDispatch.leg.H': 'aller',
  'revisionDispatch.leg.T': 'retour',
};

export default fr;
