/**
 * Issue 23, the access matrix's download attacks: a file is fetched through a short-lived link that
 * the API signs for one file (kind, id, expiry) after its usual role and ownership checks, so a link
 * never carries a token, never opens another file, and stops working after a few minutes. Called by
 * access-matrix.test.ts with its server and the owner's records.
 */
import { describe, expect, it } from 'vitest';
import { signDownload } from '../../../server/downloads/links';
import type { TestServer } from '../../support/server';

/** What the attacks aim at: two orders of one owner, and two agents of different licences. */
export interface LinkTargets {
  server: TestServer;
  /** The matrix's calls, each of which must refuse a token in its address. */
  calls: readonly { name: string; path: () => string; method?: 'GET' | 'POST'; body?: () => unknown }[];
  /** The owner's records, to show that a refused call changed nothing. */
  snapshot: () => Promise<unknown>;
  /** Logs the owner in afresh and answers an access token. */
  ownerToken: () => Promise<string>;
  orderA: number;
  orderB: number;
  /** A customer who owns neither order. */
  strangerToken: string;
  agent: { id: number; token: string };
  otherAgent: { id: number; token: string };
}

/** Fetches a path under /api with no token at all, as a browser following a link does. */
async function open(server: TestServer, path: string) {
  const res = await fetch(`${server.url}/api/${path.replace(/^\//, '')}`);
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  return { status: res.status, type, text, body: type.includes('json') ? JSON.parse(text) : undefined };
}

/** Asks for a signed link with a token in the header, as the site's download buttons do. */
async function mint(server: TestServer, token: string, path: string, json: unknown) {
  const res = await server.api(path, { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { url: string; path: string; expires_in: number };
}

/** The signed-link attacks of the matrix. */
export function describeSignedLinks(targets: () => LinkTargets): void {
  describe('tokens only in the Authorization header (issue 23)', () => {
    it("refuses a token in the address on every call, even the owner's valid one", async () => {
      const { server, ownerToken, calls, snapshot } = targets();
      const token = await ownerToken();
      const before = await snapshot();
      for (const call of calls) {
        const path = call.path();
        const inQuery = `${path}${path.includes('?') ? '&' : '?'}access_token=${token}`;
        const init = call.method === 'POST' ? { json: call.body?.() ?? {} } : {};
        for (const res of [await server.api(inQuery, init), await server.api(inQuery, { ...init, token })]) {
          expect(res.status, `${call.name} → ${res.status}`).toBe(400);
          expect(res.body, call.name).toMatchObject({
            status: false,
            error: 'invalid_request',
            field: 'access_token',
          });
        }
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('signed download links (issue 23)', () => {
    it('opens the one file it was signed for, without any token, and carries no token', async () => {
      const { server, ownerToken, orderA } = targets();
      const token = await ownerToken();
      const link = await mint(server, token, `/billomanage/${orderA}/link`, { file: 'receipt' });
      expect(link.expires_in).toBeGreaterThan(0);
      expect(link.expires_in).toBeLessThanOrEqual(600);
      expect(link.url).not.toContain(token);
      expect(link.url).not.toMatch(/access_token|manage_key/);
      expect(link.url.endsWith(link.path)).toBe(true);
      const pdf = await open(server, link.path);
      expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
      // Order A is unpaid, so it has no calendar to link to (issue 31); a booking that rides gets its
      // calendar by the same kind of link (tests/api/manage/manage-outcome.test.ts).
      const calendar = await server.api(`/billomanage/${orderA}/link`, { token, json: { file: 'calendar' } });
      expect([calendar.status, calendar.body.error]).toEqual([409, 'not_confirmed']);
    });

    it('refuses a link for file A used for file B, another kind, a stretched expiry or a changed signature', async () => {
      const { server, ownerToken, orderA, orderB } = targets();
      const link = await mint(server, await ownerToken(), `/billomanage/${orderA}/link`, { file: 'receipt' });
      const query = new URL(link.url).searchParams;
      const expires = Number(query.get('expires'));
      const signature = query.get('signature')!;
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      for (const path of [
        `files/receipt/${orderB}?expires=${expires}&signature=${signature}`,
        `files/calendar/${orderA}?expires=${expires}&signature=${signature}`,
        `files/receipt/${orderA}?expires=${expires + 3600}&signature=${signature}`,
        `files/receipt/${orderA}?expires=${expires}&signature=${flipped}`,
        `files/receipt/${orderA}?expires=${expires}`,
        `files/receipt/${orderA}`,
      ]) {
        const res = await open(server, path);
        expect(res.status, path).toBe(403);
        expect(res.body, path).toMatchObject({ status: false, error: 'invalid_signature' });
        expect(res.body.data, path).toBeUndefined();
      }
    });

    it('refuses an expired link with 410, and a token in the link with 400', async () => {
      const { server, ownerToken, orderA } = targets();
      const old = await signDownload(server.ctx, 'receipt', String(orderA), new Date(Date.now() - 3_600_000));
      const res = await open(server, old.path);
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ status: false, error: 'link_expired', field: 'expires' });
      const fresh = await signDownload(server.ctx, 'receipt', String(orderA), new Date());
      const withToken = await open(server, `${fresh.path}&access_token=${await ownerToken()}`);
      expect(withToken.status).toBe(400);
      expect(withToken.body).toMatchObject({ error: 'invalid_request', field: 'access_token' });
    });

    it("never mints a link for another user's order, nor opens it with the stranger's own link", async () => {
      const { server, orderA, strangerToken } = targets();
      for (const file of ['receipt', 'calendar']) {
        const res = await server.api(`/billomanage/${orderA}/link`, { token: strangerToken, json: { file } });
        expect(res.status).toBe(404);
        expect(res.body.data).toBeUndefined();
      }
      const res = await server.api(`/billomanage/${orderA}/link`, { json: { file: 'receipt' } });
      expect(res.status).toBe(401);
    });

    it("signs an agent's statement for that agent only, and refuses it to everyone else", async () => {
      const { server, agent, otherAgent, strangerToken } = targets();
      const link = await mint(server, agent.token, '/agentportal/statement/link', {
        month: '2026-10',
        format: 'csv',
      });
      const csv = await open(server, link.path);
      expect(csv.status).toBe(200);
      expect(csv.type).toContain('text/csv');
      const pdf = await open(server, link.path.replace('statement-csv', 'statement-pdf'));
      expect(pdf.status).toBe(403);
      const theirs = await open(server, link.path.replace(`/${agent.id}.`, `/${otherAgent.id}.`));
      expect(theirs.status).toBe(403);
      const month = await open(server, link.path.replace('.2026-10?', '.2026-09?'));
      expect(month.status).toBe(403);
      const customer = await server.api('/agentportal/statement/link', {
        token: strangerToken,
        json: { month: '2026-10', format: 'pdf' },
      });
      expect(customer.status).toBe(403);
    });
  });
}
