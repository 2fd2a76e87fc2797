import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../data/database';
import {
  countConfirmationMails,
  countOrdersByStatus,
  countPaymentRejections,
  countPaymentReturns,
} from '../data/metrics/metrics-counts-repo';
import { requestTallies } from './request-metrics';

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
  const requests = requestTallies();
  requests.registerIn(own);
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
  return {
    registry: Registry.merge([processRegistry, own]),
    record: requests.record,
  };
}
