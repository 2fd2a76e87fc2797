import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './server';

/** An anonymous visitor: its bearer token and the access token's row id (what orders.token_id holds). */
export interface Visitor {
  token: string;
  tokenId: string;
}

/** Obtains an anonymous visitor token through POST /api/token, as the widget does. */
export async function visitor(server: TestServer): Promise<Visitor> {
  const { body } = await server.api('/token', {
    json: { grant_type: 'client_credentials', client_id: 'webapp' },
  });
  const hash = createHash('sha256').update(body.access_token).digest('hex');
  const { rows } = await server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE token_hash = $1',
    [hash],
  );
  return { token: body.access_token, tokenId: rows[0]!.id };
}

/** Fields of a test order that differ between tests. */
export interface OrderSeed {
  tokenId: string;
  /** The logged-in owner, if any (an agent account for invoice settlement). */
  userId?: number;
  totalCents?: number;
  taal?: 'NL' | 'FR' | 'EN';
  talic?: string;
  heenterug?: 'H' | 'T' | 'HT';
}

/**
 * Stores an order row as the booking call leaves it (status awaiting_payment, server price in cents).
 * The payment tests start from a stored order; creating one through the booking API is the e2e test's job.
 */
export async function seedOrder(
  server: TestServer,
  seed: OrderSeed,
): Promise<{ id: number; bonnr: string; ecode: string }> {
  const talic = seed.talic ?? '';
  const { rows } = await server.ctx.db.query<{ id: number; bonnr: string; ecode: string }>(
    `INSERT INTO orders (ecode, request_hash, token_id, user_id, total_cents, heenterug, soortvervoer, taal, pax, koffers,
        datumheen, uurvluchtheen, vluchtnrheen, idluchthavenheen, vroegeropluchthaven, heenstraat, heennr, heenpostnr,
        heenstad, heenland, reistijdheen, datumterug, uurvluchtterug, vluchtnrterug, idluchthaventerug, terugherkomst,
        terugstraat, terugnr, terugpostnr, terugstad, terugland, reistijdterug,
        voornaam, naam, telklant, emailklant, talic, uid, emailagent, naamagent, portal)
     VALUES ($1, 'test', $2, $11, $3, $4, 'comfort', $5, 2, 2,
        '2031/03/14', '09:30', 'SN2153', 'BRU', 2, 'Bondgenotenlaan', '1', '3000', 'Leuven', 'BE', 35,
        '2031/03/21', '18:45', 'SN2154', 'BRU', 'Lisbon', 'Bondgenotenlaan', '1', '3000', 'Leuven', 'BE', 35,
        'Tine', 'Peeters', '+32470123456', 'tine@example.be', $6, $7, $8, $9, $10)
     RETURNING id, bonnr, ecode`,
    [
      randomBytes(6).toString('hex').toUpperCase(),
      seed.tokenId,
      seed.totalCents ?? 18_950,
      seed.heenterug ?? 'HT',
      seed.taal ?? 'NL',
      talic,
      talic ? 'U-77' : '',
      talic ? 'desk@agency.be' : '',
      talic ? 'Agency & Co' : '',
      talic ? 1 : 0,
      seed.userId ?? null,
    ],
  );
  return rows[0]!;
}

/** Reads an order's status straight from the database. */
export async function statusOf(server: TestServer, id: number): Promise<string> {
  const { rows } = await server.ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
    id,
  ]);
  return rows[0]!.status;
}

/** Gets the signed payment form of an order as its owner. */
export async function paymentForm(server: TestServer, token: string, id: number, lang = '') {
  const { status, body } = await server.api(`/payment/form/${id}${lang ? `?lang=${lang}` : ''}`, { token });
  expect(status).toBe(200);
  return body.data as { action: string; method: string; fields: Record<string, string> };
}

/** Posts a form to the sandbox like a browser and returns the HTTP status and page. */
export async function postToSandbox(action: string, fields: Record<string, string>) {
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}

/**
 * Pays (or declines, cancels, fails) an order through the sandbox as a browser would, without following
 * the final redirect: returns the provider's return URL with its SHA-OUT-signed parameters.
 */
export async function sandboxDecision(
  server: TestServer,
  token: string,
  id: number,
  decision: Decision,
): Promise<URL> {
  return decideOnSandbox(server, await paymentForm(server, token, id), decision);
}

/** What a customer can do on the provider's page. */
export type Decision = 'approve' | 'decline' | 'cancel' | 'fail';

/**
 * Posts an already prepared form to the sandbox, as a browser does, and returns the id of the pending
 * transaction its page carries. Posting the same form again opens another transaction (another tab).
 */
export async function openOnSandbox(form: {
  action: string;
  fields: Record<string, string>;
}): Promise<string> {
  const page = await postToSandbox(form.action, form.fields);
  expect(page.status).toBe(200);
  const tx = /name="tx" value="([^"]+)"/.exec(page.html)?.[1];
  expect(tx).toBeTruthy();
  return tx!;
}

/** Decides a pending sandbox transaction; returns the signed return URL (the post-sale has arrived by then). */
export async function decideTransaction(server: TestServer, tx: string, decision: Decision): Promise<URL> {
  const res = await fetch(`${server.url}/sandbox/orderstandard/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx, decision, method: 'CreditCard' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  // The confirmation an approval owes is sent by the scheduler after the answer; tests read it next.
  await server.scheduler.settled();
  return new URL(res.headers.get('location')!);
}

/** Posts a prepared form to the sandbox and decides it at once. */
export async function decideOnSandbox(
  server: TestServer,
  form: { action: string; fields: Record<string, string> },
  decision: Decision,
): Promise<URL> {
  return decideTransaction(server, await openOnSandbox(form), decision);
}

/** The sandbox keys of a test server's database (the test plays the provider's back office). */
export async function sandboxKeys(server: TestServer) {
  const { rows } = await server.ctx.db.query<{ pspid: string; sha_in: string; sha_out: string }>(
    'SELECT pspid, sha_in, sha_out FROM payment_sandbox_keys',
  );
  return rows[0]!;
}
