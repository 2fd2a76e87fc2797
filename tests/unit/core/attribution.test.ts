import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_MAX_LENGTH,
  attributionProblem,
  internationalPhone,
  pageOriginOf,
  readAttribution,
  readPrefill,
  toOrderPayload,
} from '../../../core';
import { validDraft } from './fixtures';

const q = (s: string) => new URLSearchParams(s);

describe('readPrefill()', () => {
  it('reads name, e-mail, mobile and coupon from the page URL query', () => {
    expect(
      readPrefill(
        {},
        q('first-name=An&last-name=Peeters&email=an%40example.be&mobile=%2B32470123456&coupon=LENTE'),
      ),
    ).toEqual({
      firstName: 'An',
      lastName: 'Peeters',
      email: 'an@example.be',
      phone: '+32470123456',
      coupon: 'LENTE',
    });
  });

  it('lets an attribute win over the URL query of the same name', () => {
    const p = readPrefill(
      { firstName: ' Bram ', email: 'bram@example.be' },
      q('first-name=An&email=an@example.be'),
    );
    expect(p).toMatchObject({ firstName: 'Bram', email: 'bram@example.be' });
  });

  it('keeps a malformed e-mail for the field’s own message, but drops control characters and overlong values', () => {
    expect(readPrefill({}, q('email=not-an-address')).email).toBe('not-an-address');
    expect(readPrefill({}, q('first-name=A%00n')).firstName).toBe('');
    expect(readPrefill({ lastName: 'x'.repeat(101) }, q('')).lastName).toBe('');
  });
});

describe('internationalPhone()', () => {
  it.each([
    ['0470 12 34 56', '+32470123456'],
    ['0032 470/12.34.56', '+32470123456'],
    ['32470123456', '+32470123456'],
    ['+31 6 12345678', '+31612345678'],
    ['', ''],
    ['call me', 'call me'],
  ])('reads %j as %j', (input, out) => expect(internationalPhone(input)).toBe(out));
});

describe('readAttribution()', () => {
  it('reads the five utm_* values and campaign from the URL, attributes first', () => {
    const a = readAttribution(
      { utmCampaign: 'lente-2027', campaign: 'LENTE' },
      q(
        'utm_source=nieuwsbrief&utm_medium=email&utm_campaign=herfst&utm_term=luchthaven&utm_content=knop&campaign=X',
      ),
    );
    expect(a).toEqual({
      utm_source: 'nieuwsbrief',
      utm_medium: 'email',
      utm_campaign: 'lente-2027',
      utm_term: 'luchthaven',
      utm_content: 'knop',
      campaign: 'LENTE',
    });
  });

  it('leaves out values the order call would refuse, and names nothing for a page without any', () => {
    expect(readAttribution({}, q(`utm_source=%3Cscript%3E&utm_campaign=${'a'.repeat(101)}`))).toEqual({});
    expect(readAttribution({}, q(''))).toEqual({});
  });
});

describe('attributionProblem()', () => {
  it('accepts campaign names and refuses quotes, angle brackets, control characters and overlong text', () => {
    expect(attributionProblem('Lente 2027 – 10% (BE) été')).toBeNull();
    expect(attributionProblem('utm-campaign_2027.v2')).toBeNull();
    expect(attributionProblem('"x"')).not.toBeNull();
    expect(attributionProblem('a'.repeat(ATTRIBUTION_MAX_LENGTH + 1))).toMatch(/at most/);
  });
});

describe('pageOriginOf()', () => {
  it.each([
    ['https://www.partner.be', 'https://www.partner.be'],
    ['http://localhost:4321', 'http://localhost:4321'],
    ['null', ''],
    [undefined, ''],
    ['https://www.partner.be/page', ''],
    ['javascript:alert(1)', ''],
  ])('reads the Origin header %j as %j', (header, out) => expect(pageOriginOf(header)).toBe(out));
});

describe('toOrderPayload() attribution', () => {
  const price = { HEEN: { BRUTOPRIJS: 50, NETTOPRIJS: 50, PRIJSKLANT: 50, KORTINGCOUPONS: 0 } };
  const ctx = { lang: 'nl' as const, userId: '', accountId: '' };

  it('sends the partner, the campaign as promo and each utm value', () => {
    const d = validDraft({
      partner: 'RPART',
      attribution: { campaign: 'LENTE', utm_campaign: 'lente-2027' },
    });
    expect(toOrderPayload(d, price, ctx)).toMatchObject({
      partner: 'RPART',
      promo: 'LENTE',
      utm_campaign: 'lente-2027',
      utm_source: '',
    });
  });

  it('leaves out a partner value the order call would refuse rather than blocking the booking', () => {
    expect(toOrderPayload(validDraft({ partner: '<b>' }), price, ctx).partner).toBe('');
  });
});
