/**
 * The order statuses' groups are written once, in core/order-status.ts (issue 25): every other line of
 * the product's code that names every status of a group is a copy that may drift from it (the set of
 * final statuses was written seven times). A line naming some of them (a transition of the state
 * machine, `paid or free`) is a rule of its own. Migrations keep their own lists, as history.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BILLABLE_STATUSES,
  CANCELLED_STATUSES,
  FINAL_STATUSES,
  ORDER_STATUSES,
  PAYABLE_STATUSES,
  SCHEDULED_STATUSES,
  isBillable,
  isCancelled,
  isFinal,
  isPayable,
  isScheduled,
} from '../../../core';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const HOME = 'core/order-status.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'migrations' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

/** The lines outside core/order-status.ts that quote every status of `group`. */
function copiesOf(group: readonly string[]): string[] {
  const quoted = group.map((status) => new RegExp(`['"\`]${status}['"\`]`));
  return ['core', 'server', 'site/src', 'widget', 'client']
    .flatMap((part) => sources(join(ROOT, part)))
    .filter((file) => relative(ROOT, file) !== HOME)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => quoted.every((q) => q.test(line)))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
}

describe('the order statuses’ groups', () => {
  it.each([
    ['final', isFinal, ['paid', 'invoiced', 'free']],
    ['scheduled', isScheduled, ['paid', 'invoiced', 'free']],
    ['billable', isBillable, ['paid', 'invoiced']],
    ['payable', isPayable, ['awaiting_payment', 'failed', 'payment_cancelled']],
    ['cancelled', isCancelled, ['cancelled', 'refunded']],
  ] as const)('the %s group holds what its test tells', (_name, test, members) => {
    expect(ORDER_STATUSES.filter((s) => test(s))).toEqual(members);
  });

  it('has every group made of known statuses', () => {
    for (const group of [
      FINAL_STATUSES,
      SCHEDULED_STATUSES,
      BILLABLE_STATUSES,
      PAYABLE_STATUSES,
      CANCELLED_STATUSES,
    ])
      for (const status of group) expect(ORDER_STATUSES).toContain(status);
  });

  it.each([
    ['final', FINAL_STATUSES],
    ['scheduled', SCHEDULED_STATUSES],
    ['billable', BILLABLE_STATUSES],
    ['payable', PAYABLE_STATUSES],
    // Not the cancelled group: its two statuses are one transition of the state machine
    // (cancelled → refunded), a rule of its own that names both.
  ] as const)('the %s group is written only in core/order-status.ts', (_name, group) => {
    expect(copiesOf(group)).toEqual([]);
  });

  it('spells the broken-off payment payment_cancelled: the old status canceled is gone from the code', () => {
    // Only outside names keep one l: the payment provider's outcome and the /order-canceled page's kind
    // (SPEC's), and Twilio's status of an SMS it did not send.
    const files = new Set(copiesOf(['canceled']).map((at) => at.slice(0, at.indexOf(':'))));
    expect([...files].sort()).toEqual([
      'server/payment/status-codes.ts',
      'server/sms/twilio-sms.ts',
      'site/src/islands/OutcomeIsland.tsx',
      'site/src/pages/[...path].astro',
      'site/src/views/Outcome.astro',
    ]);
    expect(ORDER_STATUSES).not.toContain('canceled');
    expect(ORDER_STATUSES).toEqual(expect.arrayContaining(['payment_cancelled', 'cancelled']));
  });

  it('would find a copy written elsewhere', () => {
    // The scan's own test: the line core/order-status.ts holds is what it reports anywhere else.
    const line = readFileSync(join(ROOT, HOME), 'utf8')
      .split('\n')
      .find((l) => l.startsWith('export const FINAL_STATUSES'))!;
    const quoted = FINAL_STATUSES.map((status) => new RegExp(`['"\`]${status}['"\`]`));
    expect(quoted.every((q) => q.test(line))).toBe(true);
  });
});
