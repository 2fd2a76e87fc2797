import type { Registry } from 'prom-client';

/*
 * The request metrics (http_requests_total, http_request_duration_seconds) counted in plain numbers per
 * method, route pattern and status, and turned into prom-client's form only when /metrics is read.
 * prom-client's labelled inc and observe build and check a label key on every call, its children too
 * (Counter.labels binds the labels, not their key); here a request finds its tally with one Map lookup
 * and adds to it, and the Prometheus text is the same.
 */

/** The upper bounds of the latency buckets, in seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

interface Tally {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  /** Requests per bucket (not cumulative); the last slot counts those above the largest bound. */
  buckets: number[];
}

/** A value in prom-client's metric form, as Registry writes it. */
interface Value {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The tallies of one app, and the two metrics that read them. */
export interface RequestTallies {
  /** Counts one answered request with its time in seconds. */
  record(method: string, route: string, status: number, seconds: number): void;
  /** Adds http_requests_total and http_request_duration_seconds to `registry`. */
  registerIn(registry: Registry): void;
}

/** Makes the request tallies of one app. */
export function requestTallies(): RequestTallies {
  const tallies = new Map<string, Tally>();
  const requests = {
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    type: 'counter',
    aggregator: 'sum',
    get() {
      const values: Value[] = [];
      for (const t of tallies.values()) {
        values.push({ labels: { method: t.method, route: t.route, status: t.status }, value: t.count });
      }
      return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
    },
  };
  const latency = {
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    type: 'histogram',
    aggregator: 'sum',
    get() {
      // The histogram is by method and route: the statuses of a route are added together.
      const byRoute = new Map<string, { labels: { method: string; route: string }; tallies: Tally[] }>();
      for (const t of tallies.values()) {
        const key = `${t.method} ${t.route}`;
        let entry = byRoute.get(key);
        if (entry === undefined)
          byRoute.set(key, (entry = { labels: { method: t.method, route: t.route }, tallies: [] }));
        entry.tallies.push(t);
      }
      const values: Value[] = [];
      for (const { labels, tallies: ts } of byRoute.values()) {
        let below = 0;
        BUCKETS.forEach((le, i) => {
          for (const t of ts) below += t.buckets[i] ?? 0;
          values.push({ labels: { ...labels, le }, value: below, metricName: `${this.name}_bucket` });
        });
        const count = ts.reduce((n, t) => n + t.count, 0);
        values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${this.name}_bucket` });
        values.push({ labels, value: ts.reduce((s, t) => s + t.sum, 0), metricName: `${this.name}_sum` });
        values.push({ labels, value: count, metricName: `${this.name}_count` });
      }
      return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
    },
  };
  return {
    record(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let t = tallies.get(key);
      if (t === undefined) {
        t = { method, route, status: String(status), count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
        t.buckets.push(0);
        tallies.set(key, t);
      }
      t.count++;
      t.sum += seconds;
      let i = 0;
      while (i < BUCKETS.length && seconds > (BUCKETS[i] as number)) i++;
      (t.buckets[i] as number)++;
    },
    registerIn(registry) {
      // Registry takes any object with a name and a get() in prom-client's form.
      registry.registerMetric(requests as unknown as Parameters<Registry['registerMetric']>[0]);
      registry.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
    },
  };
}
