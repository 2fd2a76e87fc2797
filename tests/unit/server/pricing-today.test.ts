import { describe, expect, it } from 'vitest';
import { brusselsToday } from '../../../core/dates';
import { todayInBrussels } from '../../../server/pricing/today';

describe('todayInBrussels()', () => {
  it('agrees with core around midnight in winter and summer time, in any order of calls', () => {
    const instants = [
      '2025-01-14T22:59:59.999Z',
      '2025-01-14T23:00:00.000Z',
      '2025-07-14T21:59:30.000Z',
      '2025-07-14T22:00:00.000Z',
      '2025-03-30T00:59:00.000Z',
      '2025-03-30T01:00:00.000Z',
      '2025-10-25T22:00:00.000Z',
      '2025-01-14T22:59:59.999Z',
      '2025-07-14T21:59:59.999Z',
    ].map((s) => new Date(s));
    for (const at of instants) expect(todayInBrussels(at)).toBe(brusselsToday(at));
    expect(todayInBrussels(new Date('2025-01-14T23:00:00.000Z'))).toBe('2025/01/15');
    expect(todayInBrussels(new Date('2025-01-14T22:59:59.000Z'))).toBe('2025/01/14');
  });
});
