/**
 * The change mode's refusals (issue 27) name the field in the customer's language: the booking
 * payload's field read as a kind and a leg (widget/revision/field-name.ts), each refusal code its own
 * sentence in nl, fr and en.
 */
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../widget/i18n';
import { fieldOf, refusalText } from '../../../widget/revision/field-name';
import { WIDGET_TEXTS } from '../../support/widget-texts';

const t = (lang: 'nl' | 'fr' | 'en') => createTranslate(lang, WIDGET_TEXTS[lang]);

describe('fieldOf()', () => {
  it.each([
    ['datumheen', { name: 'date', leg: 'H' }],
    ['datumterug', { name: 'date', leg: 'T' }],
    ['uurvluchtheen', { name: 'flightTime', leg: 'H' }],
    ['vluchtnrterug', { name: 'flight', leg: 'T' }],
    ['heenpostnr', { name: 'postal', leg: 'H' }],
    ['terugstraat', { name: 'street', leg: 'T' }],
    ['heennr', { name: 'nr', leg: 'H' }],
    ['terugstad', { name: 'city', leg: 'T' }],
    ['idluchthavenheen', { name: 'airport', leg: 'H' }],
    ['terugherkomst', { name: 'origin', leg: 'T' }],
    ['pax', { name: 'pax', leg: '' }],
    ['skis', { name: 'luggage', leg: '' }],
    ['aantalks3', { name: 'luggage', leg: '' }],
    ['soortvervoer', { name: 'type', leg: '' }],
    ['telklant', { name: 'phone', leg: '' }],
    ['totaleprijs', { name: 'price', leg: '' }],
    ['something', { name: 'other', leg: '' }],
  ])('reads %s as %j', (field, kind) => {
    expect(fieldOf(field)).toEqual(kind);
  });
});

describe('refusalText()', () => {
  it('names the leg and field of a change after the limit, in each language', () => {
    expect(refusalText(t('nl'), 'too_late', 'datumheen')).toContain('de datum van de heenrit');
    expect(refusalText(t('fr'), 'too_late', 'datumterug')).toContain('la date du retour');
    expect(refusalText(t('en'), 'too_late', 'datumheen')).toContain('the date of the outbound ride');
    // A change the product does not make online says so, whatever field the refusal names.
    expect(refusalText(t('fr'), 'not_changeable', 'totaleprijs')).toContain('ne peut pas se faire en ligne');
  });

  it('names a refused field, and has a sentence for each refusal of the change', () => {
    expect(refusalText(t('en'), 'invalid_request', 'heenpostnr')).toBe(
      'Please check the postcode of the outbound ride: we cannot accept that value.',
    );
    expect(refusalText(t('nl'), 'order_closed', '')).toBe(WIDGET_TEXTS.nl['revise.error.order_closed']);
    expect(refusalText(t('fr'), 'nothing_changed', '')).toBe(WIDGET_TEXTS.fr['revise.error.nothing_changed']);
    expect(refusalText(t('en'), 'revision_pending', '')).toBe(
      WIDGET_TEXTS.en['revise.error.revision_pending'],
    );
    expect(refusalText(t('en'), 'not_found', '')).toBe(WIDGET_TEXTS.en['revise.error.failed']);
    // The 404 of an order that is not the caller's names its id: no field of the booking to fix.
    expect(refusalText(t('nl'), 'not_found', 'id')).toBe(WIDGET_TEXTS.nl['revise.error.failed']);
  });
});
