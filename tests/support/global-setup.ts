import { ensureTemplate } from './template';

/** Builds the shared database template once per test run, before any worker copies it. */
export default async function setup(): Promise<void> {
  await ensureTemplate();
}
