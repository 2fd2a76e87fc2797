/**
 * The start-up section of `npm run bench`: cold start (process spawn to "Serving on" on an empty data
 * folder, so the embedded database is created, migrated and filled with the geodata), warm start (the
 * same on the existing folder) and the server's memory (resident set) after starting and after a load.
 */
import { readFileSync } from 'node:fs';
import { bookingLoad, planKeys, pricedOrder } from '../tests/soak/bookings';
import { httpClient, inParallel } from '../tests/soak/http';
import { spawnServer, stopServer, type ServerProcess } from '../tests/soak/process';
import { anonymous } from '../tests/soak/tokens';

/** The resident set size of process `pid`, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

const startMs = (p: ServerProcess) => Math.round(p.servingAt - p.spawnedAt);

/** What the start-up section measured. */
export interface Startup {
  coldMs: number;
  warmMs: number;
  rssAfterStartMb: number;
  rssAfterLoadMb: number;
  load: string;
}

/**
 * Starts the entry point twice on `dataDir` (empty at first) and loads the second one; `run` gets the
 * running server for more measurements (Lighthouse) before it stops.
 */
export async function measureStartup(
  dataDir: string,
  run: (url: string) => Promise<void> = async () => {},
): Promise<Startup> {
  const cold = await spawnServer({ DATA_DIR: dataDir });
  const coldMs = startMs(cold);
  await stopServer(cold);
  const warm = await spawnServer({ DATA_DIR: dataDir });
  try {
    const warmMs = startMs(warm);
    // Settle: the first requests compile the lazily loaded code paths.
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfterStartMb = rssMb(warm.child.pid!);
    const token = await anonymous(warm.url);
    const client = httpClient(warm.url, 20);
    await inParallel(2000, 20, async (i) => {
      await client.send({ method: 'GET', path: i % 2 ? '/api/airports' : '/api/settings' });
    });
    client.close();
    const orders = planKeys('bench', { requests: 500, inFlight: 20, repeats: 0 });
    await bookingLoad([warm.url], token, await pricedOrder(warm.url, token), orders, 20);
    const rssAfterLoadMb = rssMb(warm.child.pid!);
    await run(warm.url);
    return { coldMs, warmMs, rssAfterStartMb, rssAfterLoadMb, load: '2,000 reads and 500 bookings' };
  } finally {
    await stopServer(warm);
  }
}
