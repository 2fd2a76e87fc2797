import { loadConfig, ConfigError } from './config';
import { startServer, type RunningServer } from './server';
import { flushLog } from './log';

/** How long a shutdown waits for the requests in flight before it cuts them, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Entry point of `npm start` (after the stale-build check): one process serving site, widget, API and
 * payment sandbox. Configuration mistakes end the process with one sentence, not a stack trace.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // V8 takes its young generation's size only on the command line (npm start passes it); a value set
  // for another way of starting would otherwise be ignored without a word.
  const semiSpace = `--max-semi-space-size=${config.heapSemiSpaceMb}`;
  if (
    config.env.HEAP_SEMI_SPACE_MB &&
    !`${process.execArgv.join(' ')} ${config.env.NODE_OPTIONS ?? ''}`.includes(semiSpace)
  ) {
    console.warn(
      `HEAP_SEMI_SPACE_MB is not in effect: node must be started with ${semiSpace}, as npm start does.`,
    );
  }
  const running: { server?: RunningServer } = {};
  let stopping = false;
  // Registered before the server exists so that Ctrl-C during start-up also shuts down cleanly. A
  // deploy's SIGTERM stops accepting, lets the requests in flight finish (at most SHUTDOWN_GRACE_MS)
  // and closes the database, so no acknowledged request is lost; then the process exits 0.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: finishing the requests in flight…');
    await running.server?.close(SHUTDOWN_GRACE_MS);
    console.log('Stopped.');
    // The asynchronous log destinations hold lines not yet written: out before the process ends.
    flushLog();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const server = await startServer(config);
  running.server = server;
  if (stopping) return server.close();
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Serving on ${server.url} (${server.ctx.db.kind}, ready in ${secs} s). Ctrl-C stops.`);
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError) {
    console.error(`Cannot start: ${e.message}`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
