/** French texts of the site; the {@link Messages} type demands exactly the keys of the Dutch file. */
import type { Messages } from './nl';
import { accountFr } from './account-fr';

export const fr: Messages = {
  ...accountFr,
  skip: 'Aller au contenu',
  'nav.main': 'Menu principal',
  'nav.home': 'Réserver',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'nav.partners': 'Agences de voyages',
  'nav.login': 'Se connecter',
  'nav.about': 'Qui sommes-nous',
  'nav.pricing': 'Tarifs',
  'nav.jobs': 'Emplois',
  'nav.customers': 'Avis de nos clients',
  'nav.events': 'Événements',
  'nav.phone': 'Numéro surtaxé',
  'nav.privacy': 'Vie privée',
  'nav.terms': 'Conditions générales',
  'lang.label': 'Langue',
  'footer.nav': 'En savoir plus',
  'footer.legal': 'Informations légales',
  'footer.payment': 'Moyens de paiement',
  'footer.contact': 'Contact',
  'footer.phone': 'Téléphone',
  'footer.email': 'E-mail',
  'footer.vat': 'Numéro d’entreprise',
  'footer.register': 'RPM {court}',
  country: 'Belgique',
  'operator.example':
    'Entreprise d’exemple — configurez l’identité de l’exploitant. Les coordonnées ci-dessous sont des exemples.',
  'terms.operator': 'Ces conditions sont celles de {company}, {address}, numéro d’entreprise {vat}.',
  'cookie.label': 'Cookies',
  'cookie.text':
    'Ce site ne dépose aucun cookie publicitaire ou de suivi. Votre navigateur conserve seulement votre choix de langue, votre connexion, ce message et, pendant la réservation, votre réservation non encore envoyée avec vos coordonnées, pour que le site fonctionne.',
  'cookie.more': 'En savoir plus dans notre politique de confidentialité',
  'cookie.dismiss': 'J’ai compris',

  'page.home.title': 'Réservez votre transfert aéroport',
  'page.home.description':
    'Réservez en ligne un trajet privé entre votre domicile en Belgique et l’aéroport : aller, retour ou les deux, et obtenez votre prix immédiatement.',
  'page.about.title': 'Qui sommes-nous',
  'page.about.description':
    'Qui nous sommes, comment nos prix sont calculés et quelles données ouvertes nous utilisons.',
  'page.contact.title': 'Contact',
  'page.contact.description':
    'Appelez-nous ou écrivez-nous au sujet de votre réservation, ou devenez partenaire en tant qu’agence de voyages.',
  'page.faq.title': 'Questions fréquentes',
  'page.faq.description':
    'Réservation, annulation, temps d’attente, bagages, sièges enfant, animaux et paiement : toutes les réponses.',
  'page.jobs.title': 'Emplois',
  'page.jobs.description':
    'Travailler comme chauffeur ou planificateur dans notre service de transfert aéroport.',
  'page.terms.title': 'Conditions générales',
  'page.terms.description':
    'Les conditions de chaque trajet : annulation, temps d’attente, frais supplémentaires et factures.',
  'page.pricing.title': 'Tarifs',
  'page.pricing.description':
    'Notre prix au kilomètre, nos prix minimums et le prix des suppléments par trajet.',
  'page.phone.title': 'Numéro surtaxé',
  'page.phone.description': 'Informations légales sur notre numéro surtaxé et le coût d’un appel.',
  'page.privacy.title': 'Politique de confidentialité',
  'page.privacy.description':
    'Quelles données personnelles nous utilisons, pourquoi, combien de temps, et quels sont vos droits.',
  'page.feedback.title': 'Votre avis sur votre trajet',
  'page.feedback.description': 'Donnez une note et quelques mots sur votre trajet vers ou depuis l’aéroport.',
  'page.refund.title': 'Choisissez votre remboursement',
  'page.refund.description':
    'Nous avons annulé votre trajet : choisissez entre un remboursement sur votre carte et un bon de réduction.',
  'page.event.title': 'Transport vers un événement',
  'page.event.description': 'Réservez votre trajet de chez vous vers un événement, et le retour.',
  'page.customers.title': 'Avis de nos clients',
  'page.customers.description': 'Ce que les voyageurs racontent de leur trajet vers ou depuis l’aéroport.',
  'page.events.title': 'Événements',
  'page.events.description':
    'Réservez votre transport vers un événement, avant la date limite de réservation.',
  'page.organiser-events.title': 'Événements d’un organisateur',
  'page.organiser-events.description':
    'Les événements d’un organisateur, avec leur date limite de réservation.',
  'page.backoffice.title': 'Back-office',
  'page.backoffice.description':
    'Le travail de l’opérateur : réservations, planning des trajets, catalogue et approbations.',
  'page.driver.title': 'Mes courses',
  'page.driver.description':
    'Pour les chauffeurs : vos courses d’aujourd’hui et de demain, avec l’adresse, le vol et le client, et l’état de chaque course.',
  'page.agent-portal.title': 'Portail des agences',
  'page.agent-portal.description':
    'Pour les agences de voyages : les réservations sous votre licence, vos conditions, votre relevé et votre lien.',
  'page.my-events.title': 'My-Events',
  'page.my-events.description':
    'Les organisateurs gèrent ici leurs événements et voient combien de trajets sont réservés.',
  'page.events-register.title': 'Demande d’accès organisateur',
  'page.events-register.description':
    'Organisateurs : demandez l’accès à My-Events, notre portail pour les événements.',
  'page.order-confirmed.title': 'Réservation reçue',
  'page.order-confirmed.description': 'Votre paiement a réussi et nous avons bien reçu votre réservation.',
  'page.order-failed.title': 'Échec du paiement',
  'page.order-failed.description': 'Le paiement de votre réservation n’a pas abouti.',
  'page.order-canceled.title': 'Paiement interrompu',
  'page.order-canceled.description': 'Vous avez annulé le paiement de votre réservation.',
  'page.manage.title': 'Gérer ma réservation',
  'page.manage.description':
    'Consultez, payez, modifiez ou annulez votre réservation avec son code et votre adresse e-mail.',
  'page.login.title': 'Se connecter',
  'page.login.description': 'Connectez-vous pour consulter vos réservations et vos adresses enregistrées.',
  'page.register.title': 'Créer un compte',
  'page.register.description': 'Créez un compte pour vous-même ou pour votre entreprise.',
  'page.account.title': 'Mon compte',
  'page.account.description': 'Vos données, vos adresses et vos réservations.',
  'page.reset-password.title': 'Réinitialiser le mot de passe',
  'page.reset-password.description': 'Choisissez un nouveau mot de passe pour votre compte.',
  'page.notFound.title': 'Page introuvable',
  'page.notFound.description': 'Cette page n’existe pas.',

  'home.heading': 'De votre porte à l’aéroport',
  'home.intro':
    'Réservez un trajet privé entre votre domicile en Belgique et l’aéroport : un minibus spacieux ou une berline (Comfort), ou une voiture de luxe (Business). Choisissez l’aller, le retour ou les deux, et le prix s’affiche aussitôt.',
  'home.combi': 'Les trajets partagés (Combi) ne sont plus proposés depuis le {combiCutoff}.',
  'home.loading': 'Chargement du module de réservation…',
  'home.noscript': 'La réservation en ligne nécessite JavaScript. Vous pouvez aussi nous appeler au {phone}.',
  'home.pricing': 'Consulter nos tarifs',

  'about.p1':
    'Nous conduisons les voyageurs de leur porte à l’aéroport, et les ramenons chez eux, à toute heure du jour et de la nuit. Vous réservez en ligne, payez en toute sécurité et connaissez le prix exact à l’avance.',
  'about.p2':
    'Le prix dépend de la distance, du temps de trajet, du type de transport, du nombre de passagers, de vos bagages et des éventuels suppléments. Plus vous réservez tôt, moins vous payez.',
  'about.p3':
    'Les agences de voyages et nos partenaires réservent pour leurs clients via un lien dédié ; avec une licence d’agence de voyages, ils peuvent aussi payer sur facture.',
  'about.data': 'Sources des données',
  'about.dataIntro':
    'Les codes postaux, noms de rues et aéroports proviennent de données ouvertes. Merci à :',

  'contact.intro': 'Une question sur votre réservation ou votre trajet ? Nous sommes là pour vous aider.',
  'contact.phone': 'Appelez notre service clientèle au {phone}.',
  'contact.email':
    'Écrivez à {email}. Indiquez votre numéro de réservation : nous pourrons vous aider plus rapidement.',
  'contact.address': 'Adresse',
  'contact.premium': 'Nous sommes aussi joignables via un numéro surtaxé, facturé à la minute.',
  'contact.partners': 'Agences de voyages et partenaires',
  'contact.partnersText':
    'Vous êtes une agence de voyages ou souhaitez devenir partenaire ? Avec une licence d’agence de voyages, vous réservez pour vos clients, vos coordonnées figurent sur chaque réservation et vous pouvez payer sur facture. Demandez une licence à {email}.',

  'faq.book.q': 'Comment réserver un trajet ?',
  'faq.book.a':
    'Sur la page d’accueil, choisissez l’aller, le retour ou les deux, indiquez votre code postal, l’aéroport et la date, puis suivez les étapes. Une fois le paiement effectué, votre réservation est confirmée.',
  'faq.lastMinute.q': 'Jusqu’à quand puis-je réserver ?',
  'faq.lastMinute.a':
    'En ligne, jusqu’à {earliestBookingDays} jours avant le jour de votre départ. Si c’est plus urgent, appelez-nous.',
  'faq.advance.q': 'Réserver tôt coûte-t-il moins cher ?',
  'faq.advance.a':
    'Oui. Notre prix par km dépend du moment où vous réservez : les tarifs publiés valent pour {tariffPassengers} personnes qui réservent {tariffLeadMonths} mois ou plus à l’avance, et plus vous réservez près du trajet, plus le prix par km est élevé, jusqu’à {leadSurchargeMaxPercent} % de plus. Notre page des tarifs montre chaque palier.',
  'faq.price.q': 'Comment le prix est-il calculé ?',
  'faq.price.a':
    'Selon la distance, le temps de trajet, le type de transport, le nombre de passagers, vos bagages et suppléments, et vos éventuels bons de réduction. Le module de réservation vous montre le prix tout de suite.',
  'faq.types.q': 'Quel type de transport puis-je choisir ?',
  'faq.types.a':
    'Comfort est un minibus ou une berline privés, rien que pour vous et vos compagnons de voyage. Business est une voiture de luxe privée.',
  'faq.combi.q': 'Puis-je encore réserver un trajet partagé (Combi) ?',
  'faq.combi.a':
    'Non. Les trajets partagés (Combi) ne sont plus disponibles depuis le {combiCutoff}. Tous les trajets sont désormais privés.',
  'faq.cancel.q': 'Puis-je annuler ma réservation ?',
  'faq.cancel.a':
    'Oui, depuis la page « Gérer ma réservation ». Les mêmes règles s’appliquent à toute réservation, quelle que soit la langue dans laquelle vous avez réservé. Le coût dépend du moment de l’annulation :',
  'faq.refund.q': 'Comment suis-je remboursé ?',
  'faq.refund.a':
    'Si vous annulez, vous êtes remboursé par un bon de réduction, valable {refundCouponYears, plural, one {# an} other {# ans}} pour une nouvelle réservation. Si nous devons annuler un trajet nous-mêmes, vous ne payez rien et récupérez tout ce que vous avez payé : sur votre carte ou en bon de réduction, à votre choix.',
  'faq.payment.q': 'Comment puis-je payer ?',
  'faq.payment.a':
    'En ligne par carte de crédit (Visa, Mastercard) ou Bancontact. Les agences de voyages titulaires d’une licence peuvent payer sur facture.',
  'faq.changeTime.q': 'Puis-je modifier ma réservation ?',
  'faq.changeTime.a':
    'Oui, en ligne depuis la page « Gérer ma réservation », jusqu’à {changeLimitHours} heures avant la prise en charge : la date, l’adresse, les passagers, les bagages et suppléments, le véhicule, ainsi que vos données de vol et de contact. Nous calculons aussitôt le nouveau prix et l’affichons à côté de l’ancien avant que vous confirmiez. S’il est plus élevé, vous ne payez que la différence ; s’il est plus bas, vous récupérez la différence en bon de réduction, ou sur votre carte si nous le proposons. Une modification ne coûte aucuns frais d’annulation.',
  'faq.pickupTime.q': 'Quand vais-je connaître l’heure de prise en charge ?',
  'faq.pickupTime.a':
    'Environ {pickupNoticeDays} jours avant votre trajet, par e-mail. Vous préférez être pris en charge plus tôt ou plus tard ? Jusqu’à {pickupWishHours} heures avant la prise en charge, demandez une autre heure depuis la page « Gérer ma réservation », jusqu’à {pickupWishShiftMinutes} minutes plus tôt ou plus tard ; notre planning l’accepte ou la refuse et vous en informe. L’heure peut varier de {pickupShiftMinutes} minutes au maximum, car nous planifions les trajets {planningHours} heures à l’avance.',
  'faq.waitHome.q': 'Combien de temps le chauffeur attend-il devant chez moi ?',
  'faq.waitHome.a': 'Le chauffeur attend {pickupWaitMinutes} minutes. Soyez prêts avec vos bagages.',
  'faq.waitAirport.q': 'Combien de temps le chauffeur attend-il à l’aéroport ?',
  'faq.waitAirport.a':
    'À l’aéroport, le chauffeur attend jusqu’à {landingWaitMinutes} minutes après l’atterrissage de votre vol.',
  'faq.flight.q': 'Pourquoi demandez-vous mon numéro et mon heure de vol ?',
  'faq.flight.a':
    'Pour fixer votre heure de prise en charge : vous choisissez combien de temps avant votre vol vous souhaitez être à l’aéroport, entre {timeMarginMin} h et {timeMarginMax} h. Pour le retour, nous savons ainsi quand vous atterrissez.',
  'faq.luggage.q': 'Combien de bagages puis-je emporter ?',
  'faq.luggage.a':
    'Tout doit tenir dans un seul véhicule. Le module de réservation montre par une barre le remplissage du véhicule ; si tout ne tient pas, réduisez les bagages ou faites plusieurs réservations.',
  'faq.extraCosts.q': 'Des frais peuvent-ils s’ajouter après coup ?',
  'faq.extraCosts.a':
    'Seulement si le trajet diffère de la réservation : {extraPersonFee, number, ::currency/EUR precision-integer} par personne supplémentaire, au moins {luggageFeeMin, number, ::currency/EUR precision-integer} par bagage non signalé, {cleaningFee, number, ::currency/EUR precision-integer} de nettoyage en cas de salissures et {trafficAlertPercent} % de plus en cas d’alerte trafic (un avertissement officiel du gestionnaire routier ou de la police annonçant un trafic exceptionnel sur votre itinéraire).',
  'faq.childSeats.q': 'Proposez-vous des sièges enfant ?',
  'faq.childSeats.a':
    'Oui, pour les enfants de {childSeatAge1} à {childSeatAge2} ans, de {childSeatAge2} à {childSeatAge3} ans et de plus de {childSeatAge3} ans. Vous pouvez en demander {maxChildSeats} au maximum par réservation ; le prix figure sur notre page des tarifs.',
  'faq.pets.q': 'Mon animal peut-il voyager avec moi ?',
  'faq.pets.a':
    'Oui. Ajoutez votre animal dans le module de réservation, avec les bagages et suppléments ; un prix fixe par animal et par trajet s’applique (voir notre page des tarifs). Déjà réservé ? Ajoutez-le en ligne depuis la page « Gérer ma réservation », jusqu’à {changeLimitHours} heures avant la prise en charge.',
  'faq.special.q':
    'Puis-je emporter un fauteuil roulant, un déambulateur (rollator), une valise de vélo, des skis ou un sac de golf ?',
  'faq.special.a':
    'Oui. Indiquez-les lors de la réservation pour que nous prévoyions la place. Le fauteuil roulant doit être pliable. Les prix par pièce figurent sur notre page des tarifs.',
  'faq.passengers.q': 'Combien de personnes peuvent voyager ensemble ?',
  'faq.passengers.a':
    'De {minPassengers} à {maxPassengers} passagers par réservation. Pour un groupe plus grand, faites plusieurs réservations.',
  'faq.stops.q': 'Le chauffeur peut-il s’arrêter en chemin pour prendre quelqu’un ?',
  'faq.stops.a':
    'Un arrêt intermédiaire est possible si vous le demandez au moins {stopNoticeDays} jours à l’avance.',
  'faq.account.q': 'Ai-je besoin d’un compte ?',
  'faq.account.a':
    'Non. Un compte préremplit toutefois vos données, vous permet de choisir parmi vos adresses enregistrées et rassemble toutes vos réservations.',
  'faq.agents.q': 'Je travaille dans une agence de voyages. Puis-je réserver pour mes clients ?',
  'faq.agents.a':
    'Oui. Avec une licence d’agence de voyages, vous réservez via votre propre lien, vos coordonnées figurent sur la réservation et vous pouvez payer sur facture. Contactez-nous.',
  'faq.confirmation.q': 'Comment savoir si ma réservation est en ordre ?',
  'faq.confirmation.a':
    'Après le paiement, une confirmation s’affiche avec votre numéro de réservation ; vous la recevez aussi par e-mail. Conservez ce numéro : nous vous le demanderons si vous nous contactez.',
  'faq.safety': 'Sécurité',
  'faq.safetyText':
    'Nos chauffeurs sont des professionnels qui connaissent la route et les aéroports. Chaque passager attache sa ceinture, les enfants voyagent dans un siège adapté à leur âge, et nous ne transportons jamais plus de personnes ou de bagages que le véhicule ne peut en prendre en toute sécurité.',
  'faq.privacy': 'Vie privée',
  'faq.privacyText':
    'Nous utilisons vos données uniquement pour planifier et effectuer votre trajet, et les effaçons {retentionMonths} mois après celui-ci. Vous saisissez vos données de carte chez le prestataire de paiement ; nous ne les voyons jamais.',

  'jobs.intro':
    'Les voyageurs partent à toute heure, et nous les accompagnons. Nous cherchons donc régulièrement des chauffeurs et des planificateurs qui aiment rendre service, parlent couramment le néerlandais, le français ou l’anglais, et ne craignent pas les départs matinaux.',
  'jobs.none': 'Aucun poste n’est ouvert pour le moment.',
  'jobs.apply':
    'Les candidatures spontanées sont toujours les bienvenues : envoyez votre CV et quelques mots de motivation à {email}.',

  'terms.intro':
    'Ces conditions s’appliquent à chaque trajet réservé chez nous, y compris via une agence de voyages.',
  'terms.versions':
    'Nos conditions générales existent en néerlandais, en français et en anglais, avec le même contenu : les mêmes règles, y compris le coût d’une annulation, s’appliquent à toute réservation, quelle que soit sa langue.',
  'terms.booking': 'Réservation et paiement',
  'terms.bookingText':
    'Vous pouvez réserver en ligne jusqu’à {earliestBookingDays} jours avant le jour du départ. Vous payez en ligne par carte de crédit (Visa, Mastercard) ou Bancontact. Les agences de voyages titulaires d’une licence peuvent payer sur facture. Le prix par km dépend du moment où vous réservez (voir notre page des tarifs).',
  'terms.change': 'Modifier votre réservation',
  'terms.changeText':
    'Jusqu’à {changeLimitHours} heures avant la prise en charge, vous modifiez votre réservation en ligne depuis la page « Gérer ma réservation » (le lien figure dans votre e-mail de confirmation) : la date, l’adresse, les passagers, les bagages et suppléments, le véhicule, ainsi que vos données de vol et de contact. La réservation modifiée est tarifée à nouveau selon notre tarif ; vous la confirmez après avoir vu l’ancien et le nouveau prix. Si le prix est plus élevé, vous payez la différence, et la modification vaut dès qu’elle est payée. S’il est plus bas, nous vous rendons la différence en bon de réduction, valable {refundCouponYears, plural, one {# an} other {# ans}}, ou sur votre carte si nous avons choisi ce mode de remboursement. Une modification n’est pas une annulation et ne coûte aucuns frais d’annulation.',
  'terms.cancel': 'Annulation',
  'terms.cancelText':
    'Vous annulez depuis la page « Gérer ma réservation » (le lien figure dans votre e-mail de confirmation). Le même barème s’applique à toute réservation, quelle que soit sa langue ; le coût dépend du moment de l’annulation :',
  'terms.scale.first': '{lower} ou plus avant la prise en charge : {charge}',
  'terms.scale.between': 'moins de {upper} et au moins {lower} avant la prise en charge : {charge}',
  'terms.scale.last': 'moins de {upper} avant la prise en charge : {charge}',
  'terms.scale.free': 'sans frais (remboursement sous forme de bon de réduction)',
  'terms.scale.fee': '{amount} de frais d’annulation',
  'terms.scale.share': '{percent} % du prix, au minimum {minimum}',
  'terms.scale.full': 'le prix total',
  'terms.scale.days': '{n, plural, one {# jour} other {# jours}}',
  'terms.scale.hours': '{n, plural, one {# heure} other {# heures}}',
  'terms.refund': 'Remboursement',
  'terms.refundText':
    'Si vous annulez, nous remboursons par un bon de réduction, valable {refundCouponYears, plural, one {# an} other {# ans}}. Si nous annulons un trajet nous-mêmes, vous ne payez rien et récupérez tout ce que vous avez payé : sur votre carte ou en bon de réduction, à votre choix via le lien de notre e-mail.',
  'terms.pickup': 'Heure de prise en charge',
  'terms.pickupText':
    'Vous recevez l’heure de prise en charge environ {pickupNoticeDays} jours avant le trajet. La planification se fait {planningHours} heures à l’avance, ce qui peut décaler l’heure de {pickupShiftMinutes} minutes au maximum. Jusqu’à {pickupWishHours} heures avant la prise en charge, vous pouvez demander une heure jusqu’à {pickupWishShiftMinutes} minutes plus tôt ou plus tard ; notre planning l’accepte ou la refuse et vous en informe.',
  'terms.waiting': 'Temps d’attente',
  'terms.waitingText':
    'À votre adresse, le chauffeur attend {pickupWaitMinutes} minutes. À l’aéroport, il attend jusqu’à {landingWaitMinutes} minutes après l’atterrissage.',
  'terms.extra': 'Frais supplémentaires',
  'terms.extraText':
    'Personne supplémentaire : {extraPersonFee, number, ::currency/EUR precision-integer}. Bagage non signalé : au moins {luggageFeeMin, number, ::currency/EUR precision-integer} par pièce. Nettoyage en cas de salissures : {cleaningFee, number, ::currency/EUR precision-integer}. Frais administratifs : {adminFee, number, ::currency/EUR precision-integer}. En cas d’alerte trafic (un avertissement officiel du gestionnaire routier ou de la police annonçant un trafic exceptionnel sur l’itinéraire) : {trafficAlertPercent} % de plus.',
  'terms.requests': 'Animaux et arrêts intermédiaires',
  'terms.requestsText':
    'Vous réservez un animal dans le module de réservation, avec les suppléments, ou l’ajoutez en ligne jusqu’à {changeLimitHours} heures avant la prise en charge ; un prix fixe par animal et par trajet s’applique. Demandez un arrêt intermédiaire au moins {stopNoticeDays} jours à l’avance.',
  'terms.invoices': 'Factures',
  'terms.invoicesText':
    'Les factures sont payables dans les {invoicePaymentDays} jours. Toute contestation doit nous parvenir dans les {invoiceObjectionDays} jours. En cas de retard de paiement, des intérêts de retard de {lateInterestPercent} % l’an sont dus, ainsi qu’une indemnité de {lateDamagesPercent} % (minimum {lateDamagesMin, number, ::currency/EUR precision-integer}, maximum {lateDamagesMax, number, ::currency/EUR precision-integer}).',
  'terms.data': 'Données personnelles',
  'terms.dataText': 'Nous effaçons vos données personnelles {retentionMonths} mois après le trajet.',

  'privacy.intro': 'Le responsable du traitement de vos données est {company}, {address}.',
  'privacy.what': 'Quelles données',
  'privacy.whatText':
    'Votre nom, votre adresse e-mail, votre numéro de GSM, vos adresses de prise en charge et de dépose, vos données de vol, le nombre de passagers et vos bagages, ainsi que ce que vous nous indiquez vous-même : animaux, âge des enfants pour leur siège et remarques pour le chauffeur. Avec un compte, aussi votre nom d’utilisateur, vos adresses enregistrées et, pour une entreprise, son nom et son numéro de TVA.',
  'privacy.why': 'Pourquoi',
  'privacy.whyText':
    'Pour planifier et effectuer votre trajet, vous contacter à son sujet et le facturer. Sans ces données, nous ne pouvons pas exécuter le contrat. Après le trajet, nous vous demandons votre avis par e-mail ; si vous le donnez, nous le publions sur notre site avec votre prénom et l’initiale de votre nom. Votre chauffeur reçoit les données de votre trajet et, si vous avez réservé par une agence de voyages, celle-ci voit votre nom et votre réservation dans son portail.',
  'privacy.payment': 'Paiement',
  'privacy.paymentText':
    'Vous saisissez vos données de carte sur la page sécurisée de notre prestataire de paiement. Nous ne les voyons pas et ne les conservons pas.',
  'privacy.retention': 'Durée de conservation',
  'privacy.retentionText':
    'Nous effaçons vos données personnelles {retentionMonths} mois après le trajet. Les montants, dates et codes postaux de vos réservations sont conservés sans votre nom, aussi longtemps que la législation comptable l’exige.',
  'privacy.storage': 'Stockage dans votre navigateur',
  'privacy.storageText':
    'Nous ne déposons aucun cookie publicitaire ou de suivi. Votre navigateur conserve seulement votre choix de langue, votre connexion, le fait que vous avez vu le message sur les cookies et, pendant la réservation, votre réservation non encore envoyée.',
  'privacy.rights': 'Vos droits',
  'privacy.rightsText':
    'Vous pouvez consulter, faire corriger ou faire effacer vos données en écrivant à {email}. Vous pouvez introduire une plainte auprès de l’Autorité de protection des données.',

  'phone.intro': 'Notre centre d’appels est joignable au numéro surtaxé {number}.',
  'phone.rate': 'Un appel vers ce numéro coûte {rate} par minute.',
  'phone.operator': 'Ce numéro est exploité par {company}, {address}, numéro d’entreprise {vat}.',
  'phone.free':
    'Vous préférez éviter un numéro surtaxé ? Écrivez à {email} ou appelez notre numéro ordinaire {phone}.',
  'phone.ombudsman':
    'Les plaintes relatives aux numéros surtaxés peuvent aussi être adressées au Service de médiation pour les télécommunications.',

  'pricing.intro':
    'Valable à partir du {date}. Le prix par km ci-dessous vaut pour {tariffPassengers} personnes qui réservent {tariffLeadMonths} mois ou plus à l’avance ; réservé plus tard, le prix par km est plus élevé, comme le montre le second tableau. Votre prix exact dépend de la distance, du temps de trajet, du type de transport, des passagers, des bagages et des suppléments ; le module de réservation l’affiche immédiatement.',
  'pricing.types': 'Tarif par type de transport',
  'pricing.type': 'Type de transport',
  'pricing.perKm': 'Prix par km',
  'pricing.minimum': 'Prix minimum par trajet',
  'pricing.leadTitle': 'Prix par km selon le délai de réservation',
  'pricing.leadWhen': 'Réservé',
  'pricing.leadPrice': 'Prix par km',
  'pricing.leadStep.first': '{min} jours ou plus à l’avance',
  'pricing.leadStep.between': 'moins de {upper} et au moins {min} jours à l’avance',
  'pricing.leadStep.last': 'moins de {upper} jours à l’avance',
  'pricing.leadStep.base': 'le prix du tableau ci-dessus',
  'pricing.leadStep.more': '{percent} % de plus',
  'pricing.type.COMBINATIE': 'Combi – minibus partagé (n’est plus proposé depuis le {combiCutoff})',
  'pricing.type.COMFORT': 'Comfort – minibus ou berline privés',
  'pricing.type.BUSINESS': 'Business – voiture de luxe privée',
  'pricing.extras': 'Suppléments, par pièce et par trajet',
  'pricing.item': 'Supplément',
  'pricing.price': 'Prix',
  'pricing.extra.koffers': 'Valise',
  'pricing.extra.kinderwagens': 'Poussette',
  'pricing.extra.childSeat': 'Siège enfant',
  'pricing.extra.skis': 'Skis',
  'pricing.extra.golfbags': 'Sac de golf',
  'pricing.extra.fietskoffers': 'Valise de vélo',
  'pricing.extra.rolstoelen': 'Fauteuil roulant pliable',
  'pricing.extra.rollators': 'Déambulateur (rollator)',
  'pricing.extra.pet': 'Animal de compagnie',

  'customers.intro': 'Ce que les voyageurs racontent de leur trajet vers ou depuis l’aéroport.',
  'customers.empty': 'Aucun avis n’est disponible pour le moment.',
  'events.intro':
    'Vous allez à un événement ? Réservez votre transport avant la date limite de réservation de l’événement.',
  'events.empty': 'Aucun événement n’est disponible pour le moment.',
  'events.organisers': 'Vous organisez un événement ? Demandez un compte organisateur.',
  'eventsRegister.intro':
    'Avec My-Events, les organisateurs proposent le transport vers leur événement. Dites-nous brièvement qui vous êtes et pourquoi vous demandez l’accès ; après approbation, vous recevez un compte.',
  'eventsRegister.name': 'Nom de l’organisation',
  'eventsRegister.email': 'Adresse e-mail',
  'eventsRegister.motivation': 'Motivation',
  'eventsRegister.submit': 'Envoyer la demande',
  'eventsRegister.required': 'Les champs marqués d’un * sont obligatoires.',
  'eventsRegister.motivationRequired': 'Indiquez votre motivation.',
  'eventsRegister.emailInvalid': 'Indiquez une adresse e-mail valide.',
  'eventsRegister.nameRequired': 'Indiquez le nom de l’organisation.',
  'eventsRegister.success': 'Votre demande est enregistrée. Nous vous contacterons.',
  'eventsRegister.failed': 'Votre demande n’a pas pu être envoyée. Réessayez plus tard ou écrivez à {email}.',

  'outcome.confirmed': 'Merci, nous avons bien reçu votre réservation',
  'outcome.confirmedText':
    'Votre paiement a réussi. Environ une semaine avant le trajet, nous vous communiquerons l’heure de prise en charge.',
  'outcome.failed': 'Votre paiement n’a pas abouti',
  'outcome.failedText':
    'Le paiement a été refusé ; rien n’a été débité. Votre réservation est conservée : payez à nouveau, avec une autre carte si vous le souhaitez.',
  'outcome.canceled': 'Le paiement a été interrompu',
  'outcome.canceledText':
    'Vous avez annulé le paiement ; rien n’a été débité. Votre réservation est conservée : payez à nouveau quand vous le souhaitez.',
  'outcome.reference': 'Référence de paiement',
  'outcome.newBooking': 'Faire une nouvelle réservation',
  'outcome.contact': 'Nous contacter',
  'outcome.invoiceText':
    'Votre réservation est confirmée et sera facturée à votre agence de voyages ; vous n’avez rien à payer maintenant. Environ une semaine avant le trajet, nous vous communiquerons l’heure de prise en charge.',
  'outcome.freeText':
    'Votre réservation est confirmée ; il n’y a rien à payer. Environ une semaine avant le trajet, nous vous communiquerons l’heure de prise en charge.',
  'outcome.revision': 'Votre modification est confirmée',
  'outcome.revisionText':
    'La différence est payée et votre réservation est modifiée. Vous recevez une confirmation par e-mail, avec les nouveaux trajets pour votre agenda.',
  'outcome.revisionUnpaid': 'Votre modification n’a pas été payée',
  'outcome.revisionUnpaidText':
    'La différence n’a pas été payée : votre réservation reste inchangée. Vous pouvez réessayer la modification depuis la page de gestion.',
  'outcome.manage': 'Vers votre réservation',
  'outcome.pending': 'Nous vérifions encore votre paiement',
  'outcome.pendingText':
    'Le prestataire de paiement n’a pas encore confirmé votre paiement. Vous recevrez un e-mail dès qu’il sera traité ; ne payez pas une seconde fois. Sans nouvelles de notre part d’ici une heure, contactez-nous.',

  'notFound.text': 'Cette page n’existe pas ou plus. L’un de ces liens vous aidera peut-être :',
  'partner.redirect': 'Vous êtes redirigé vers la page de réservation.',
  'partner.continue': 'Continuer vers la page de réservation',
  label: '{label} :',
};
