import { describe, expect, it } from 'vitest';
import { ERASURE_AFTER_MONTHS, erasureCutoff, isErasureDue } from '../../../core';

describe('erasure of personal data (SPEC 9)', () => {
  it('is due six months after the last leg', () => {
    expect(ERASURE_AFTER_MONTHS).toBe(6);
    expect(erasureCutoff('2026/11/23')).toBe('2026/05/23');
    expect(erasureCutoff('2026/03/15')).toBe('2025/09/15');
  });

  it('clamps the cut-off to the last day of a shorter month', () => {
    expect(erasureCutoff('2026/08/31')).toBe('2026/02/28');
    expect(erasureCutoff('2028/08/31')).toBe('2028/02/29');
  });

  it('tells an order on the cut-off from one a day after it', () => {
    expect(isErasureDue('2026/05/23', '2026/11/23')).toBe(true);
    expect(isErasureDue('2026/05/24', '2026/11/23')).toBe(false);
    expect(isErasureDue('', '2026/11/23')).toBe(false);
  });

  it('refuses a day that is not a date', () => {
    expect(() => erasureCutoff('2026/02/30')).toThrow(RangeError);
  });
});
