/** Shared reads of the reissued invoices' tests (issue 27): an order's documents and a PDF's text. */
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { decideOnSandbox } from './payment-helpers';
import type { TestServer } from './server';

/** One stored document of an order. */
export interface Doc {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  seq: number;
  corrects_id: number | null;
  total_cents: number;
  lines: { kind: string; gross_cents: number }[];
  payment_method: string;
}

/** The documents of order `orderId`, oldest first. */
export async function documentsOf(server: TestServer, orderId: number): Promise<Doc[]> {
  const { rows } = await server.ctx.db.query<Doc>(
    `SELECT id, number, kind, seq, corrects_id, total_cents, lines, payment_method FROM invoices
      WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

/** The order's total as stored. */
export async function totalOf(server: TestServer, orderId: number): Promise<number> {
  const { rows } = await server.ctx.db.query<{ total_cents: number }>(
    'SELECT total_cents FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0]!.total_cents;
}

/**
 * Finishes the answer of `POST billomanage/{id}/revise`: a change awaiting its payment is paid in the
 * sandbox and the provider's return followed, which applies it.
 */
export async function finishRevision(
  server: TestServer,
  res: { status: number; body: Record<string, any> },
): Promise<void> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (res.body.data.state !== 'awaiting_payment') return;
  const back = await decideOnSandbox(server, res.body.data.payment, 'approve');
  const followed = await fetch(back, { redirect: 'manual' });
  expect(followed.headers.get('location')).toMatch(/^\/order-confirmed\?.*revision=/);
}

/** Downloads `path` of the API with `headers`; answers the status and the PDF's text on one line. */
export async function pdfText(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}/api${path}`, { headers });
  if (res.status !== 200) return { status: res.status, text: await res.text() };
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: res.status, text: text.replace(/\s+/g, ' ') };
}
