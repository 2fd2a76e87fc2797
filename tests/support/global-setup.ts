import { randomUUID } from 'node:crypto';
import { removeRunScratch } from './scratch';
import { ensureTemplate } from './template';

/**
 * Builds the shared database template once per test run, before any worker copies it, and names the
 * run so that its teardown removes the data folders its test servers left behind (./scratch.ts).
 */
export default async function setup(): Promise<() => void> {
  process.env.TB_TEST_RUN = randomUUID().slice(0, 8);
  await ensureTemplate();
  return removeRunScratch;
}
