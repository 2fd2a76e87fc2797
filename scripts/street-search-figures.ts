/**
 * The street search without its caches (issue 28): every look-up of the bench's load is a repeat its
 * answer cache serves, so this times look-ups of texts never asked before — one or two words taken
 * from the streets of the largest postal codes (Brussels, with its 7,000 names in two languages, Gent,
 * Antwerpen, Liège), cut to 2–7 letters — through the running server, one at a time, and prints the
 * median and p99. Each postal code's first look-up builds its search index; that start is timed apart.
 */
import { performance } from 'node:perf_hooks';

const POSTAL_CODES = [1000, 9000, 2000, 4000];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

/** Prints the uncached street look-up figures of the server at `base`. */
export async function streetSearchFigures(base: string, perPostalCode = 150): Promise<void> {
  const first: string[] = [];
  const times: number[] = [];
  let seed = 7;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (const postal of POSTAL_CODES) {
    first.push(
      `${postal} ${(await timed(`${base}/api/streets/zoekstraten/${postal}/zz${postal}`)).toFixed(1)} ms`,
    );
    // The names to cut typed texts from: what the search suggests for each vowel.
    const names = new Set<string>();
    for (const v of ['a', 'e', 'i', 'o', 'u', 'r', 's']) {
      const res = await fetch(`${base}/api/streets/zoekstraten/${postal}/${v}`);
      for (const s of ((await res.json()) as { data: { STRAAT: string }[] }).data) names.add(s.STRAAT);
    }
    const words = [...names].flatMap((n) => n.split(/[\s'-]+/)).filter((w) => w.length >= 3);
    const asked = new Set<string>();
    for (let i = 0; asked.size < perPostalCode && i < perPostalCode * 20; i++) {
      const pick = () => words[Math.floor(random() * words.length)]!;
      const cut = (w: string) => w.slice(random() < 0.5 ? 0 : 1, 2 + Math.floor(random() * 6));
      const text = random() < 0.6 ? cut(pick()) : `${cut(pick())} ${cut(pick())}`;
      if (asked.has(text)) continue;
      asked.add(text);
      times.push(await timed(`${base}/api/streets/zoekstraten/${postal}/${encodeURIComponent(text)}`));
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nStreet search without cache (issue 28; ${times.length} texts never asked before, one at a time): ` +
      `median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, ` +
      `max ${times.at(-1)!.toFixed(2)} ms (goal: p99 ≤ 10 ms)\n  first look-up of a postal code (builds its index): ${first.join(', ')}`,
  );
}
