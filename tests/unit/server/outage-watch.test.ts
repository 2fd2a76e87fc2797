import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, OutageWatch } from '../../../server/data/outage';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('OutageWatch', () => {
  it('reports an outage once when it starts and once when a query sent after its start succeeds', () => {
    const lines: string[] = [];
    let clock = 1_000;
    const watch = new OutageWatch(
      { started: (l) => lines.push(l), ended: (l) => lines.push(l) },
      () => clock,
    );
    const before = clock;
    clock += 10;
    expect(watch.failed(refused)).toBeInstanceOf(DatabaseUnavailableError);
    expect(watch.failed(refused)).toBeInstanceOf(DatabaseUnavailableError);
    // A query that was sent before the outage and finished during the server's shutdown proves nothing.
    watch.succeeded(before);
    expect(watch.down).toBe(true);
    clock += 3_000;
    watch.succeeded(clock);
    expect(watch.down).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Database unavailable/);
    expect(lines[1]).toMatch(/available again after 3\.0 s \(2 requests refused/);
  });

  it('leaves a failure that is no connection problem as it is', () => {
    const watch = new OutageWatch({ started: () => undefined, ended: () => undefined });
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    expect(watch.failed(syntax)).toBe(syntax);
    expect(watch.down).toBe(false);
  });
});
