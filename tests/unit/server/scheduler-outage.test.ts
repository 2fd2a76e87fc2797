/**
 * A database outage is logged once by the database layer (server/data/outage.ts); the scheduler, whose
 * tick meets the same outage, adds no line of its own: a kind that cannot list its due work for want of
 * a database tries again next tick in silence, while any other failure of a kind is still logged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../server/context';
import { DatabaseUnavailableError } from '../../../server/data/outage';
import { createScheduler, type JobKind } from '../../../server/jobs/scheduler';

afterEach(() => vi.restoreAllMocks());

/** A kind whose list of due units fails with `error`. */
const failingKind = (kind: string, error: Error): JobKind => ({
  kind,
  findDue: async () => {
    throw error;
  },
  run: async () => {},
});

describe('the scheduler during a database outage', () => {
  it('logs nothing for a kind that met the outage, and still logs a kind that failed otherwise', async () => {
    const lines: string[] = [];
    for (const level of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    const outage = new DatabaseUnavailableError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    // The kinds never reach the context: their due lists fail before any query.
    const scheduler = createScheduler(
      {} as AppContext,
      [failingKind('outage', outage), failingKind('broken', new Error('relation "nothing" does not exist'))],
      0,
    );
    await scheduler.tick(new Date());
    await scheduler.close();
    expect(lines.filter((l) => l.includes('"job":"outage"'))).toEqual([]);
    expect(lines.filter((l) => l.includes('"job":"broken"'))).toHaveLength(1);
  });
});
