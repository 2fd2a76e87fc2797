import { loadConfig, ConfigError } from './config';
import { startServer } from './server';

/**
 * Entry point of `npm start` (after the stale-build check): one process serving site, widget, API and
 * payment sandbox. Configuration mistakes end the process with one sentence, not a stack trace.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const server = await startServer(config);
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Serving on ${server.url} (${server.ctx.db.kind}, ready in ${secs} s). Ctrl-C stops.`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError) {
    console.error(`Cannot start: ${e.message}`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
