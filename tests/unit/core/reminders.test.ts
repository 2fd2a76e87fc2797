import { describe, expect, it } from 'vitest';
import { dueLegDates, isReminderDue, reminderWindow } from '../../../core/reminders';

describe('reminder windows', () => {
  it.each([
    ['week', '2027/03/10', '2027/03/02', false],
    ['week', '2027/03/10', '2027/03/03', true],
    ['week', '2027/03/10', '2027/03/08', true],
    ['week', '2027/03/10', '2027/03/09', false],
    ['day-before', '2027/03/10', '2027/03/08', false],
    ['day-before', '2027/03/10', '2027/03/09', true],
    ['day-before', '2027/03/10', '2027/03/10', true],
    ['day-before', '2027/03/10', '2027/03/11', false],
    ['week', '2027/01/03', '2026/12/27', true],
  ] as const)('the %s reminder of a leg on %s is due on %s: %s', (kind, leg, today, due) => {
    expect(isReminderDue(kind, leg, today)).toBe(due);
  });

  it('lists as due exactly the leg dates whose window holds today', () => {
    for (const kind of ['week', 'day-before'] as const) {
      const { from, to } = dueLegDates(kind, '2027/03/05');
      expect(isReminderDue(kind, from, '2027/03/05')).toBe(true);
      expect(isReminderDue(kind, to, '2027/03/05')).toBe(true);
      const before = reminderWindow(kind, from);
      expect(before.to >= '2027/03/05').toBe(true);
    }
    expect(dueLegDates('week', '2027/03/05')).toEqual({ from: '2027/03/07', to: '2027/03/12' });
    expect(dueLegDates('day-before', '2027/03/05')).toEqual({ from: '2027/03/05', to: '2027/03/06' });
  });
});
