/** Issue 28: the rules of a partner page's return URL and of the origins the operator lists. */
import { describe, expect, it } from 'vitest';
import { parsePartnerOrigin, parseReturnUrl, returnOutcomeOf, returnUrlWith } from '../../../core';

describe('parseReturnUrl', () => {
  it('accepts https anywhere and http on loopback only', () => {
    expect(parseReturnUrl('https://Reizen.be/boeken?x=1')).toEqual({
      href: 'https://reizen.be/boeken?x=1',
      origin: 'https://reizen.be',
    });
    expect(parseReturnUrl('http://127.0.0.1:5173/')?.origin).toBe('http://127.0.0.1:5173');
    expect(parseReturnUrl('http://localhost/')?.origin).toBe('http://localhost');
    expect(parseReturnUrl('http://reizen.be/')).toBeNull();
  });

  it('refuses scripts, credentials, relative and disguised URLs', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/order-confirmed',
      'https://reizen.be@evil.example/',
      'https://u:p@reizen.be/',
      'https:\\\\evil.example',
      ' https://reizen.be/',
      'https://reizen.be/\n',
      'https://reiz\ten.be/',
      `https://reizen.be/${'a'.repeat(2000)}`,
      '',
    ]) {
      expect(parseReturnUrl(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe('parsePartnerOrigin', () => {
  it('answers the bare origin as the browser writes it', () => {
    expect(parsePartnerOrigin(' https://WWW.Reizen.be/ ')).toBe('https://www.reizen.be');
    expect(parsePartnerOrigin('https://reizen.be:443')).toBe('https://reizen.be');
    expect(parsePartnerOrigin('https://reizen.be:8443')).toBe('https://reizen.be:8443');
    expect(parsePartnerOrigin('http://localhost:4321')).toBe('http://localhost:4321');
  });

  it('refuses a path, query, fragment, credentials or another scheme', () => {
    for (const text of [
      'https://reizen.be/boeken',
      'https://reizen.be/x/..',
      'https://reizen.be?x',
      'https://reizen.be#x',
      'https://u@reizen.be',
      'ftp://reizen.be',
      'http://reizen.be',
      'reizen.be',
    ]) {
      expect(parsePartnerOrigin(text), text).toBeNull();
    }
  });
});

describe('returnUrlWith', () => {
  const values = { booking: 'TB100001', outcome: 'paid', order: 7, total: 89.5 } as const;

  it("appends the outcome and keeps the partner's own query and fragment as they were", () => {
    expect(returnUrlWith('https://reizen.be/boeken?a=b%20c&z=1#top', values)).toBe(
      'https://reizen.be/boeken?a=b%20c&z=1&tb_booking=TB100001&tb_outcome=paid&tb_order=7&tb_total=89.50#top',
    );
  });

  it('replaces earlier tb_ values instead of adding a second set', () => {
    const url = new URL(returnUrlWith('https://reizen.be/?tb_outcome=free&tb_booking=X&keep=1', values));
    expect(url.searchParams.getAll('tb_outcome')).toEqual(['paid']);
    expect(url.searchParams.getAll('tb_booking')).toEqual(['TB100001']);
    expect(url.searchParams.get('keep')).toBe('1');
  });
});

describe('returnOutcomeOf', () => {
  it('names every final status and none while the payment is open', () => {
    expect(
      ['paid', 'invoiced', 'free', 'failed', 'payment_cancelled', 'cancelled'].map(returnOutcomeOf),
    ).toEqual(['paid', 'invoice', 'free', 'failed', 'cancelled', 'cancelled']);
    expect(returnOutcomeOf('awaiting_payment')).toBeNull();
  });
});
