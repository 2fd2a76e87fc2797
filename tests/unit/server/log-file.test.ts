/**
 * Issue 29: the log written through pino's asynchronous destination (LOG_FILE, and the bench's
 * production server) holds the request line built from its known fields and every other line, with
 * secrets still censored by the second net, once flushLog writes out what is buffered (at shutdown).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { fileLogger, flushLog, requestLineWriter } from '../../../server/log';

const dir = mkdtempSync(join(tmpdir(), 'tb-log-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes the request line and a censored warning to the file, out on flushLog', async () => {
  const path = join(dir, 'requests.log');
  const logger = fileLogger(path, 'info');
  requestLineWriter(logger)('trace-7', 'POST', '/api/billoprice', 200, 1.234);
  logger.warn({ password: 'hunter2', order: { emailklant: 'klant@example.be', pax: 2 } }, 'careful');
  // The file opens asynchronously: flush until both lines are in it.
  await vi.waitFor(() => {
    flushLog();
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2);
  });
  const lines = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines.find((l) => l.msg === 'request')).toMatchObject({
    level: 30,
    req: 'trace-7',
    method: 'POST',
    route: '/api/billoprice',
    status: 200,
    ms: 1.2,
    pid: process.pid,
  });
  expect(lines.find((l) => l.msg === 'careful')).toMatchObject({
    level: 40,
    password: '[redacted]',
    order: { emailklant: '[redacted]', pax: 2 },
  });
  expect(readFileSync(path, 'utf8')).not.toMatch(/hunter2|klant@example\.be/);
});
