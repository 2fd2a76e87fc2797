/**
 * What follows a booking changed in place (issue 27, server/manage/revision-effects.ts), through the
 * real calls `POST billomanage/{id}/revise`: the invoice credited in full and reissued with the next
 * numbers, the receipt and the agents' statement as the order now stands, the customer's confirmation
 * in the order's language with a new calendar file, and the dispatcher's notice only for a planned leg.
 * Real server, PGlite, sandbox provider and the SMTP stand-in (mails go out after the commit: polled).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday, formatLetterDate, type Lang } from '../../../core';
import { addAgents, agentToken, daysAhead, orderPayload, quotedTotal } from '../../support/order-fixtures';
import { decideOnSandbox, visitor } from '../../support/payment-helpers';
import { placePaid, revise, type Placed } from '../../support/revise-helpers';
import { startTestServer, type TestServer } from '../../support/server';
import { startSmtpStandIn, type RunningSmtp } from '../../support/smtp';
import { mailParts, waitForMail } from '../../support/mime-parts';

let server: TestServer;
let smtp: RunningSmtp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const q = <T>(sql: string, params: unknown[] = []) => server.ctx.db.query<T>(sql, params).then((r) => r.rows);
const documentsOf = (orderId: number) =>
  q<{ number: string; kind: string; seq: number; total_cents: number; payment_method: string }>(
    'SELECT number, kind, seq, total_cents, payment_method FROM invoices WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
const totalOf = async (id: number) =>
  (await q<{ total_cents: number }>('SELECT total_cents FROM orders WHERE id = $1', [id]))[0]!.total_cents;

/** Changes `o` by `changes` and pays the difference in the sandbox when one is owed. */
async function change(o: Placed, changes: Record<string, unknown>) {
  const r = await revise(server, o, changes);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  if (r.body.data.state === 'awaiting_payment') {
    const back = await decideOnSandbox(server, r.body.data.payment, 'approve');
    await fetch(back, { redirect: 'manual' });
  }
  return r.body.data as { settlement: string; coupon_code: string | null };
}

/** The PDF at `path` of the API, as the owner downloads it, on one line. */
async function pdfOf(path: string, o: Placed): Promise<string> {
  const res = await fetch(`${server.url}/api${path}`, {
    headers: { authorization: `Bearer ${o.owner.token}`, 'x-manage-key': o.key },
  });
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('a paid order changed in place', () => {
  it('gets a credit note for its invoice and a new invoice, the next numbers; the receipt shows the new ride', async () => {
    const o = await placePaid(server);
    const [first] = await documentsOf(o.id);
    expect(first).toMatchObject({ kind: 'invoice' });
    const newDate = daysAhead(127);
    await change(o, { datumheen: newDate, pax: 3 });
    const docs = await documentsOf(o.id);
    const total = await totalOf(o.id);
    expect(docs).toEqual([
      first,
      {
        number: expect.any(String),
        kind: 'credit_note',
        seq: first!.seq + 1,
        total_cents: first!.total_cents,
        payment_method: 'replaced',
      },
      {
        number: expect.any(String),
        kind: 'invoice',
        seq: first!.seq + 2,
        total_cents: total,
        payment_method: 'online',
      },
    ]);
    const receipt = await pdfOf(`/billomanage/${o.id}/receipt`, o);
    expect(receipt).toContain(docs[2]!.number);
    expect(receipt).toContain(formatLetterDate(newDate, 'nl'));
    expect(receipt).not.toContain(formatLetterDate(o.payload.datumheen as string, 'nl'));
    // The change's credit note is no cancellation's: the booking has no credit note to download.
    const note = await fetch(`${server.url}/api/billomanage/${o.id}/credit-note`, {
      headers: { authorization: `Bearer ${o.owner.token}`, 'x-manage-key': o.key },
    });
    expect(note.status).toBe(404);
  });
  it('cancelled after the change, credits the new invoice, and that credit note is the one to download', async () => {
    const o = await placePaid(server);
    await change(o, { koffers: 3 });
    const res = await server.api(`/billomanage/${o.id}/cancel`, {
      token: o.owner.token,
      headers: { 'x-manage-key': o.key },
      json: {},
    });
    expect(res.status).toBe(200);
    const docs = await documentsOf(o.id);
    const cancelNote = docs[3];
    expect(cancelNote).toMatchObject({ kind: 'credit_note', seq: docs[2]!.seq + 1 });
    expect(cancelNote!.payment_method).not.toBe('replaced');
    const note = await pdfOf(`/billomanage/${o.id}/credit-note`, o);
    expect(note).toContain(cancelNote!.number);
    expect(note).toContain(docs[2]!.number);
  });
});

describe('the customer’s confirmation of a change', () => {
  const WORDS: Record<Lang, { body: RegExp; price: string }> = {
    nl: { body: /gewijzigd zoals u vroeg/, price: 'Prijs:' },
    fr: { body: /modifié votre réservation/, price: 'Prix' },
    en: { body: /changed your booking/, price: 'Price:' },
  };
  it.each(['nl', 'fr', 'en'] as const)(
    'is in the order’s language (%s), in words, with a new calendar file',
    async (lang) => {
      const o = await placePaid(server, { taal: lang.toUpperCase() });
      const newDate = daysAhead(128);
      await change(o, { datumheen: newDate, koffers: 3 });
      const bonnr = (await q<{ bonnr: string }>('SELECT bonnr FROM orders WHERE id = $1', [o.id]))[0]!.bonnr;
      const mail = await waitForMail(server, smtp, (parts) =>
        parts.some((p) => WORDS[lang].body.test(p.body) && p.body.includes(bonnr)),
      );
      const parts = mailParts(mail);
      const text = parts.find((p) => p.type === 'text/plain')!.body;
      expect(text).toContain(
        `${formatLetterDate(o.payload.datumheen as string, lang)} → ${formatLetterDate(newDate, lang)}`,
      );
      expect(text).toMatch(/: 2 → 3/);
      expect(text).toContain(WORDS[lang].price);
      // In words: never a column's name.
      expect(text).not.toMatch(/datumheen|koffers|total_cents|heenterug/);
      const ics = parts.find((p) => p.type === 'text/calendar')!.body;
      expect(ics).toContain(`DTSTART`);
      expect(ics).toContain(newDate.replace(/\//g, ''));
      // The back office lists it with the order's other mails (recorded just after the send).
      await server.scheduler.settled();
      expect(
        await q("SELECT 1 FROM order_mails WHERE order_id = $1 AND kind = 'revision'", [o.id]),
      ).toHaveLength(1);
      // No leg was planned: the dispatcher hears nothing.
      expect(
        await q("SELECT 1 FROM owed_mails WHERE order_id = $1 AND kind = 'revision_plan'", [o.id]),
      ).toEqual([]);
    },
  );
});

describe('an order not paid yet, changed', () => {
  it('gets no invoice, and its mail says the new price is what its payment asks', async () => {
    const o = await placePaid(server, {}, false);
    await change(o, { koffers: 3 });
    expect(await documentsOf(o.id)).toEqual([]);
    const bonnr = (await q<{ bonnr: string }>('SELECT bonnr FROM orders WHERE id = $1', [o.id]))[0]!.bonnr;
    const mail = await waitForMail(server, smtp, (parts) =>
      parts.some((p) => /gewijzigd zoals u vroeg/.test(p.body) && p.body.includes(bonnr)),
    );
    expect(mailParts(mail)[0]!.body).toMatch(
      /U betaalt de nieuwe prijs van .* wanneer u uw boeking betaalt\./,
    );
  });
});

describe('the dispatcher’s notice', () => {
  it('names the planned leg, its old and new date, its pickup time and its driver', async () => {
    const o = await placePaid(server);
    await q(`UPDATE orders SET pickup_time_heen = '06:10' WHERE id = $1`, [o.id]);
    const [driver] = await q<{ id: number }>(
      `INSERT INTO drivers (first_name, last_name, mobile, languages) VALUES ('Jef', 'Wouters', '+32470111222', '{nl}') RETURNING id`,
    );
    await q(`INSERT INTO leg_assignments (order_id, leg, driver_id) VALUES ($1, 'H', $2)`, [
      o.id,
      driver!.id,
    ]);
    const newDate = daysAhead(129);
    await change(o, { datumheen: newDate });
    const mail = await waitForMail(server, smtp, (parts) =>
      parts.some((p) => /Het ophaaluur en de chauffeur/.test(p.body) && p.body.includes('Jef Wouters')),
    );
    const text = mailParts(mail)[0]!.body;
    expect(text).toContain('Heenrit:');
    expect(text).toContain(`Was: ${formatLetterDate(o.payload.datumheen as string, 'nl')}`);
    expect(text).toContain(`Nu: ${formatLetterDate(newDate, 'nl')}`);
    expect(text).toContain('Het ophaaluur was 06:10.');
    expect(text).toContain('De toegewezen chauffeur was Jef Wouters.');
  });
});

describe('an agency’s invoiced order changed in place', () => {
  it.each([
    ['an agent invoice', ''],
    ['a PO its agency pays', 'PO-PAID'],
  ])('is on the statement with its new invoice and total (%s)', async (_n, po) => {
    await addAgents(server);
    const agent = await agentToken(server, 'TA-INV');
    const p = orderPayload({
      talic: 'TA-INV',
      uid: 'u2',
      naamagent: 'Factuur Reizen',
      emailagent: 'inv@agent.be',
      po,
    });
    const payload = { ...p, totaleprijs: await quotedTotal(server, agent.token, p) };
    const placed = await server.api('/billoprice/neworder', { token: agent.token, json: payload });
    const id = placed.body.ID as number;
    expect((await server.api(`/payment/invoiceorderok/${id}`, { token: agent.token })).status).toBe(200);
    const traveller = po ? await visitor(server) : { token: agent.token, tokenId: '' };
    const open = await server.api('/billoorders/manage', {
      token: traveller.token,
      json: { ecode: placed.body.data.ECODE, email: 'jan@example.be' },
    });
    const o = {
      id,
      ecode: placed.body.data.ECODE,
      owner: traveller,
      payload,
      key: open.body.data.manage_key,
    };
    const before = await totalOf(id);
    expect((await change(o, { pax: 4 })).settlement).toBe('invoice');
    const total = await totalOf(id);
    expect(total).not.toBe(before);
    const docs = await documentsOf(id);
    expect(docs.map((d) => [d.kind, d.total_cents, d.payment_method])).toEqual([
      ['invoice', before, 'invoice'],
      ['credit_note', before, 'replaced'],
      ['invoice', total, 'invoice'],
    ]);
    const month = brusselsToday(new Date()).slice(0, 7).replace('/', '-');
    const csv = await server.api(`/agentportal/statement?month=${month}&format=csv`, { token: agent.token });
    expect(csv.status).toBe(200);
    const bonnr = (await q<{ bonnr: string }>('SELECT bonnr FROM orders WHERE id = $1', [id]))[0]!.bonnr;
    const line = (csv.body as string).split('\n').find((l) => l.includes(bonnr))!;
    // The current invoice and the order's total as it now stands; the credited one is not billed twice.
    expect(line.split(',')[0]).toBe(docs[2]!.number);
    expect(line.endsWith(`,${(total / 100).toFixed(2)}`)).toBe(true);
    // The PDF names the replaced invoice and its credit note beside the order's current invoice.
    const res = await fetch(`${server.url}/api/agentportal/statement?month=${month}`, {
      headers: { authorization: `Bearer ${agent.token}` },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain(`${docs[2]!.number} - ${bonnr}`);
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Vervangt factuur ${docs[0]!.number}, gecrediteerd door creditnota ${docs[1]!.number}`,
    );
  });
});
