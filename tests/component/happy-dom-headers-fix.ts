/**
 * Works around a happy-dom 21 bug that the in-process product server meets: its Headers iterate names
 * in the case they were set ('Content-Type'), where the Fetch standard (and Node and every browser)
 * yields them lower-cased and sorted. The component tests run the real server in this process, so
 * Hono builds its answers with happy-dom's Headers; @hono/node-server then looks for 'content-type',
 * misses 'Content-Type' and adds a second, default one, and the client sees
 * "application/json, text/plain" on every answer whose handler set a header. Iteration here follows the
 * standard; storage, lookups and HTTP stay happy-dom's and real.
 */
import Headers from 'happy-dom/lib/fetch/Headers.js';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';

type Entries = Record<string, { name: string; value: string[] }>;

function sorted(headers: object): [string, string][] {
  const entries = (headers as Record<symbol, Entries>)[PropertySymbol.entries] ?? {};
  return Object.values(entries)
    .map(({ name, value }): [string, string] => [name.toLowerCase(), value.join(', ')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const proto = Headers.prototype as unknown as Record<PropertyKey, unknown>;
proto.entries = function* entries(this: object) {
  yield* sorted(this);
};
proto[Symbol.iterator] = proto.entries;
proto.keys = function* keys(this: object) {
  for (const [name] of sorted(this)) yield name;
};
proto.values = function* values(this: object) {
  for (const [, value] of sorted(this)) yield value;
};
proto.forEach = function forEach(
  this: object,
  callback: (value: string, name: string, headers: object) => void,
  thisArg?: unknown,
) {
  for (const [name, value] of sorted(this)) callback.call(thisArg, value, name, this);
};
