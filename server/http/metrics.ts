import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../data/database';
import {
  countConfirmationMails,
  countOrdersByStatus,
  countPaymentRejections,
  countPaymentReturns,
} from '../data/metrics/metrics-counts-repo';

/*
 * Metrics in the Prometheus text format (prom-client), one registry per app. Per process: requests by
 * route and status with their latency, the process's own figures (event-loop lag, memory, CPU) and the
 * database pool. From the database, read when scraped and so the same in every process: orders by
 * status, payment returns by channel and outcome, refused payment returns by reason, and confirmation
 * e-mails sent, failed and waiting.
 */

/** The metrics of one app: its registry, and how a request is counted. */
export interface Metrics {
  registry: Registry;
  /** Counts one answered request by method, route pattern and status, with its time in seconds. */
  record(method: string, route: string, status: number, seconds: number): void;
}

/** The process's own figures (event-loop lag, memory, CPU, handles), collected once per process. */
let processRegistry: Registry | undefined;

/** Builds the metrics of an app on `db`; its registry includes the process's figures. */
export function createMetrics(db: Database): Metrics {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  const own = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [own],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [own],
  });
  new Gauge({
    name: 'tb_orders',
    help: 'Orders in the database, by status.',
    labelNames: ['status'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const r of await countOrdersByStatus(db)) this.set({ status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'tb_payment_returns',
    help: 'Verified payment messages from the provider, by channel and the status they set (unchanged: none).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const r of await countPaymentReturns(db))
        this.set({ channel: r.channel, outcome: r.outcome }, r.n);
    },
  });
  new Gauge({
    name: 'tb_payment_rejections',
    help: 'Payment returns refused (bad signature, unknown order, wrong amount), by channel and reason.',
    labelNames: ['channel', 'reason'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const r of await countPaymentRejections(db))
        this.set({ channel: r.channel, reason: r.reason }, r.n);
    },
  });
  new Gauge({
    name: 'tb_confirmation_mails',
    help: 'Order confirmation e-mails: sent, failed (last try failed) or waiting.',
    labelNames: ['result'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const r of await countConfirmationMails(db)) this.set({ result: r.result }, r.n);
    },
  });
  new Gauge({
    name: 'tb_db_pool_connections',
    help: 'Database pool connections of this process (PostgreSQL): total, idle and requests waiting.',
    labelNames: ['state'] as const,
    registers: [own],
    collect() {
      const stats = db.poolStats?.();
      if (stats === undefined) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // Each request counts through children bound once per method, route pattern and status: prom-client
  // otherwise hashes the label object on every call. Route patterns and statuses are finite, so is this.
  const bound = new Map<string, { count: Counter.Internal; time: Histogram.Internal<string> }>();
  return {
    registry: Registry.merge([processRegistry, own]),
    record(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let children = bound.get(key);
      if (children === undefined) {
        children = {
          count: requests.labels(method, route, String(status)),
          time: latency.labels(method, route),
        };
        bound.set(key, children);
      }
      children.count.inc();
      children.time.observe(seconds);
    },
  };
}
