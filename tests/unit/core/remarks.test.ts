import { describe, expect, it } from 'vitest';
import { PET_LIMITS, REMARKS_MAX_LENGTH, clampPets, remarksProblem } from '../../../core/remarks';
import { PET_NOTICE_HOURS, STOP_NOTICE_DAYS } from '../../../core/service-terms';

describe('remarksProblem()', () => {
  it('holds the terms the hint quotes (SPEC 9): pets 24 hours, stops 10 days ahead', () => {
    expect(PET_NOTICE_HOURS).toBe(24);
    expect(STOP_NOTICE_DAYS).toBe(10);
  });

  it.each<[string, string, ReturnType<typeof remarksProblem>]>([
    ['accepts plain text', 'Please ring twice', null],
    ['accepts line feeds and CRLF', 'Stop in Aalst\nthen BRU\r\nthanks', null],
    [
      'accepts exactly the limit in characters, emoji counted once',
      `${'x'.repeat(REMARKS_MAX_LENGTH - 1)}🐕`,
      null,
    ],
    ['refuses one character more than the limit', 'x'.repeat(REMARKS_MAX_LENGTH + 1), 'length'],
    ['refuses a bare carriage return', 'Stop\rBcc: x@evil.example', 'control'],
    ['refuses an escape sequence', 'Stop\u001b[2J', 'control'],
    ['refuses half an emoji', 'Stop \ud83d', 'surrogate'],
  ])('%s', (_name, text, problem) => {
    expect(remarksProblem(text)).toBe(problem);
  });
});

describe('clampPets()', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [2, 2],
    [3, PET_LIMITS.max],
    [-1, PET_LIMITS.min],
    ['1', 1],
    [1.9, 1],
    ['', 0],
    ['two', 0],
    [null, 0],
  ])('turns %j into %i', (value, count) => {
    expect(clampPets(value)).toBe(count);
  });
});
