import { describe, expect, it } from 'vitest';
import {
  averageRating,
  feedbackRequestWindow,
  feedbackTextProblem,
  isRating,
  isRideCompleted,
  lastLegDate,
  reviewerName,
} from '../../../core';

const trip = (heenterug: 'H' | 'T' | 'HT') => ({
  heenterug,
  datumheen: '2026/11/10',
  datumterug: '2026/11/17',
});

describe('lastLegDate()', () => {
  it.each([
    ['H', '2026/11/10'],
    ['T', '2026/11/17'],
    ['HT', '2026/11/17'],
  ] as const)('gives the last booked leg of a %s trip', (kind, date) => {
    expect(lastLegDate(trip(kind))).toBe(date);
  });
});

describe('isRideCompleted()', () => {
  it.each([
    ['paid', '2026/11/18', true],
    ['invoiced', '2026/11/18', true],
    ['free', '2026/11/18', true],
    ['paid', '2026/11/17', false],
    ['paid', '2026/11/16', false],
    ['awaiting_payment', '2026/12/01', false],
    ['failed', '2026/12/01', false],
    ['payment_cancelled', '2026/12/01', false],
  ] as const)('is %s on %s: %s', (status, today, expected) => {
    expect(isRideCompleted(trip('HT'), status, today)).toBe(expected);
  });

  it('is never true for an order without a date', () => {
    expect(isRideCompleted({ heenterug: 'H', datumheen: '', datumterug: '' }, 'paid', '2026/11/18')).toBe(
      false,
    );
  });
});

describe('feedbackRequestWindow()', () => {
  it('runs from 14 days back to yesterday', () => {
    expect(feedbackRequestWindow('2026/03/01')).toEqual({ from: '2026/02/15', to: '2026/02/28' });
  });
});

describe('isRating()', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
    [null, false],
    [Number.NaN, false],
  ])('%s is a rating: %s', (value, expected) => {
    expect(isRating(value)).toBe(expected);
  });
});

describe('feedbackTextProblem()', () => {
  it.each([
    ['Goede rit.', null],
    ['Line one\r\nline two\nthree', null],
    ['<b>markup is text</b>', null],
    ['', 'required'],
    [' \n\t ', 'required'],
    ['x'.repeat(2000), null],
    ['x'.repeat(2001), 'too_long'],
    ['😀'.repeat(2000), null],
    ['bell\u0007', 'control'],
    ['bare\rreturn', 'control'],
    ['half \ud800', 'surrogate'],
  ])('judges %j as %s', (text, problem) => {
    expect(feedbackTextProblem(text)).toBe(problem);
  });
});

describe('reviewerName()', () => {
  it.each([
    ['Tine', 'Peeters', 'Tine P.'],
    ['  Jean ', ' de Smet', 'Jean D.'],
    ['Élodie', 'Ørsted', 'Élodie Ø.'],
    ['Tine', '', 'Tine'],
    ['', 'Peeters', 'P.'],
    ['', '', ''],
  ])('shows %j %j as %j', (first, last, shown) => {
    expect(reviewerName(first, last)).toBe(shown);
  });
});

describe('averageRating()', () => {
  it('rounds to one decimal and has none without reviews', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(0, 0)).toBeNull();
  });
});
