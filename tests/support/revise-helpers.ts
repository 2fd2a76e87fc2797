/** Shared set-up of the change-in-place tests (issue 27): real orders placed, paid and changed over HTTP. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { orderPayload, quotedTotal } from './order-fixtures';
import { decideOnSandbox, visitor, type Visitor } from './payment-helpers';
import type { TestServer } from './server';

/** A placed order, its payload and the session that booked it. */
export interface Placed {
  id: number;
  ecode: string;
  owner: Visitor;
  payload: Record<string, unknown>;
  key: string;
}

/** Places `overrides` of the standard payload as a fresh visitor, pays it in the sandbox unless told not. */
export async function placePaid(
  server: TestServer,
  overrides: Record<string, unknown> = {},
  pay = true,
): Promise<Placed> {
  const owner = await visitor(server);
  const p = orderPayload(overrides);
  const payload = { ...p, totaleprijs: await quotedTotal(server, owner.token, p) };
  const { status, body } = await server.api('/billoprice/neworder', { token: owner.token, json: payload });
  expect(status).toBe(201);
  const id = body.ID as number;
  if (pay) {
    const form = await server.api(`/payment/form/${id}`, { token: owner.token });
    expect(form.status).toBe(200);
    await decideOnSandbox(server, form.body.data, 'approve');
  }
  const open = await server.api('/billoorders/manage', {
    token: owner.token,
    json: { ecode: body.data.ECODE, email: 'jan@example.be' },
  });
  expect(open.status).toBe(200);
  return { id, ecode: body.data.ECODE, owner, payload, key: open.body.data.manage_key };
}

/** Calls `POST billomanage/{id}/revise/quote` for `order` changed by `changes`. */
export function reviseQuote(server: TestServer, o: Placed, changes: Record<string, unknown>, token?: string) {
  return server.api(`/billomanage/${o.id}/revise/quote`, {
    token: token ?? o.owner.token,
    headers: token ? {} : { 'x-manage-key': o.key },
    json: { order: { ...o.payload, ...changes } },
  });
}

/** Calls `POST billomanage/{id}/revise` with the total the quote gave (or `total`). */
export async function revise(
  server: TestServer,
  o: Placed,
  changes: Record<string, unknown>,
  opts: { key?: string; total?: number } = {},
) {
  let total = opts.total;
  if (total === undefined) {
    const q = await reviseQuote(server, o, changes);
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    total = (q.body.data.new_total_cents as number) / 100;
  }
  return server.api(`/billomanage/${o.id}/revise`, {
    token: o.owner.token,
    headers: { 'x-manage-key': o.key },
    json: {
      order: { ...o.payload, ...changes, totaleprijs: total },
      idempotency_key: opts.key ?? randomUUID(),
    },
  });
}
