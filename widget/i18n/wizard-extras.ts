/**
 * The texts of the vehicle cards, the steppers, pets and remarks, the price breakdown and the inline
 * PO and licence checks (issue 17), in nl, fr and en. They live apart from nl.ts, fr.ts and en.ts,
 * which load with the wizard's first step (whose size budget has no room), and load with step 2 and
 * the overview instead, like widget/i18n/event.ts. Plain strings with `{name}` placeholders; the type
 * makes every language carry every key.
 */
import type { Lang } from '../../core';

const nl = {
  'cards.desc.COMBINATIE': 'Gedeelde minibus: u rijdt samen met andere reizigers.',
  'cards.desc.COMFORT': 'Eigen wagen of minibus, enkel voor uw gezelschap.',
  'cards.desc.BUSINESS': 'Premiumwagen met chauffeur, enkel voor uw gezelschap.',
  'cards.capacity': 'Tot {pax} passagiers, {cargo} eenheden bagage',
  'cards.price': '{price} voor deze reis',
  'cards.pricePending': 'Prijs volgt zodra adres en luchthaven gekend zijn',
  'cards.unavailable': 'Niet beschikbaar',
  'cards.reason.cutoff': 'Combi rijdt niet meer vanaf {cutoff}.',
  'cards.reason.notice':
    'Combi boekt u minstens {days} dagen vooraf, of later met een geldig PO-nummer van uw reisbureau.',
  'stepper.decrease': 'Minder: {label}',
  'stepper.increase': 'Meer: {label}',
  'extras.pets': 'Huisdieren',
  'pets.hint': 'Meld huisdieren minstens {hours} uur vooraf; {price} per huisdier per rit.',
  'remarks.label': 'Opmerkingen voor de chauffeur',
  'remarks.hint':
    'Bijvoorbeeld een ontmoetingspunt. Een tussenstop vraagt u minstens {days} dagen vooraf aan; die kan de prijs wijzigen. Hoogstens {max} tekens.',
  'remarks.invalid': 'Gebruik gewone tekst van hoogstens {max} tekens.',
  'ov.extras': 'Extra’s',
  'ov.extraLine': '{count} × {name}',
  'ov.perLeg': '{price} per rit',
  'ov.gross': 'Brutoprijs',
  'ov.poDiscount': 'Korting PO-nummer',
  'ov.couponDiscount': 'Korting coupons',
  'ov.agentPays': 'Gefactureerd aan het reisbureau',
  'ov.legTotal': 'Te betalen',
  'ov.details': 'Details van de prijs',
  'ov.totalBar': 'Totaal: {price}',
  'po.checking': 'PO-nummer wordt gecontroleerd…',
  'po.valid': 'PO-nummer aanvaard.',
  'po.invalid': 'Dit PO-nummer is onbekend, verlopen of niet van dit reisbureau.',
  'licence.checking': 'Licentie wordt gecontroleerd…',
  'licence.known': 'Licentie herkend.',
  'licence.unknown':
    'Deze licentie van het reisbureau is onbekend. Kijk de link van uw reisbureau na: met deze licentie kunt u niet boeken.',
};

/** One text of the issue-17 parts of the wizard. */
export type ExtrasMessageId = keyof typeof nl;

const fr: Record<ExtrasMessageId, string> = {
  'cards.desc.COMBINATIE': 'Minibus partagé : vous voyagez avec d’autres voyageurs.',
  'cards.desc.COMFORT': 'Voiture ou minibus privé, rien que pour votre groupe.',
  'cards.desc.BUSINESS': 'Voiture premium avec chauffeur, rien que pour votre groupe.',
  'cards.capacity': 'Jusqu’à {pax} passagers, {cargo} unités de bagages',
  'cards.price': '{price} pour ce voyage',
  'cards.pricePending': 'Le prix suit dès que l’adresse et l’aéroport sont connus',
  'cards.unavailable': 'Non disponible',
  'cards.reason.cutoff': 'Combi ne roule plus à partir du {cutoff}.',
  'cards.reason.notice':
    'Combi se réserve au moins {days} jours à l’avance, ou plus tard avec un numéro PO valable de votre agence.',
  'stepper.decrease': 'Moins : {label}',
  'stepper.increase': 'Plus : {label}',
  'extras.pets': 'Animaux de compagnie',
  'pets.hint': 'Signalez les animaux au moins {hours} heures à l’avance ; {price} par animal et par trajet.',
  'remarks.label': 'Remarques pour le chauffeur',
  'remarks.hint':
    'Par exemple un point de rencontre. Un arrêt intermédiaire se demande au moins {days} jours à l’avance et peut modifier le prix. Au plus {max} caractères.',
  'remarks.invalid': 'Utilisez du texte simple d’au plus {max} caractères.',
  'ov.extras': 'Suppléments',
  'ov.extraLine': '{count} × {name}',
  'ov.perLeg': '{price} par trajet',
  'ov.gross': 'Prix brut',
  'ov.poDiscount': 'Réduction numéro PO',
  'ov.couponDiscount': 'Réduction coupons',
  'ov.agentPays': 'Facturé à l’agence de voyages',
  'ov.legTotal': 'À payer',
  'ov.details': 'Détail du prix',
  'ov.totalBar': 'Total : {price}',
  'po.checking': 'Vérification du numéro PO…',
  'po.valid': 'Numéro PO accepté.',
  'po.invalid': 'Ce numéro PO est inconnu, expiré ou n’appartient pas à cette agence.',
  'licence.checking': 'Vérification de la licence…',
  'licence.known': 'Licence reconnue.',
  'licence.unknown':
    'Cette licence d’agence de voyages est inconnue. Vérifiez le lien de votre agence, car cette licence ne permet pas de réserver.',
};

const en: Record<ExtrasMessageId, string> = {
  'cards.desc.COMBINATIE': 'Shared minibus: you ride with other travellers.',
  'cards.desc.COMFORT': 'Private car or minibus, just for your party.',
  'cards.desc.BUSINESS': 'Premium car with a chauffeur, just for your party.',
  'cards.capacity': 'Up to {pax} passengers, {cargo} units of luggage',
  'cards.price': '{price} for this trip',
  'cards.pricePending': 'The price follows once the address and airport are known',
  'cards.unavailable': 'Not available',
  'cards.reason.cutoff': 'Combi no longer runs from {cutoff}.',
  'cards.reason.notice':
    'Combi is booked at least {days} days ahead, or later with a valid PO number from your travel agency.',
  'stepper.decrease': 'Fewer: {label}',
  'stepper.increase': 'More: {label}',
  'extras.pets': 'Pets',
  'pets.hint': 'Let us know about pets at least {hours} hours ahead; {price} per pet per ride.',
  'remarks.label': 'Remarks for the driver',
  'remarks.hint':
    'For example a meeting point. Ask for a stop on the way at least {days} days ahead; it may change the price. At most {max} characters.',
  'remarks.invalid': 'Use plain text of at most {max} characters.',
  'ov.extras': 'Extras',
  'ov.extraLine': '{count} × {name}',
  'ov.perLeg': '{price} per ride',
  'ov.gross': 'Gross price',
  'ov.poDiscount': 'PO number discount',
  'ov.couponDiscount': 'Coupon discount',
  'ov.agentPays': 'Invoiced to the travel agency',
  'ov.legTotal': 'To pay',
  'ov.details': 'Price details',
  'ov.totalBar': 'Total: {price}',
  'po.checking': 'Checking the PO number…',
  'po.valid': 'PO number accepted.',
  'po.invalid': 'This PO number is unknown, expired or not issued to this travel agency.',
  'licence.checking': 'Checking the licence…',
  'licence.known': 'Licence recognised.',
  'licence.unknown':
    'This travel agency licence is not known. Please check your agency’s link: a booking cannot be placed with this licence.',
};

/** The issue-17 texts per language. */
export const EXTRAS_MESSAGES: Record<Lang, Record<ExtrasMessageId, string>> = { nl, fr, en };

/** Gives one issue-17 text in `lang`, its `{name}` placeholders filled from `values`. */
export function extrasT(
  lang: Lang,
  id: ExtrasMessageId,
  values: Record<string, string | number> = {},
): string {
  return EXTRAS_MESSAGES[lang][id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
