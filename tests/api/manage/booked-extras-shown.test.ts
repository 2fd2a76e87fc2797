/**
 * Issue 31, "everything booked, shown back": an order booked through the API with suitcases, child seats
 * in two age bands, skis, a pet and a coupon, then paid on the sandbox, comes back whole in the
 * confirmation e-mail, the manage view, the outcome page's summary and the receipt PDF: each extra
 * listed, the booking code as the customer's one reference, no booking number for a consumer and no
 * € 0 row. In nl, fr and en.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_SEAT_AGES, type Lang } from '../../../core';
import { readOutbox } from '../../../server/mail/mailer';
import { mailText } from '../../../server/mail/mail-texts';
import { startTestServer, type TestServer } from '../../support/server';
import { addCoupon, anonToken, orderPayload, quotedTotal, returnLeg } from '../../support/order-fixtures';
import { manageCall, openBooking } from '../../support/manage-helpers';
import { decideOnSandbox, paymentForm } from '../../support/payment-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addCoupon(server, { code: 'SHOWN10', amountCents: 1000 });
});
afterAll(() => server.close());

const AGES = {
  childSeatAge1: CHILD_SEAT_AGES[0],
  childSeatAge2: CHILD_SEAT_AGES[1],
  childSeatAge3: CHILD_SEAT_AGES[2],
};

/** Books the round trip with every kind of extra the price call takes, and pays it on the sandbox. */
async function bookAndPay(taal: 'NL' | 'FR' | 'EN') {
  const token = await anonToken(server);
  const p = orderPayload({
    ...returnLeg(130),
    heenterug: 'HT',
    taal,
    emailklant: `shown-${taal.toLowerCase()}@example.be`,
    koffers: 3,
    skis: 1,
    aantalks2: 1,
    aantalks3: 1,
    huisdieren: 1,
    cargo: 7,
    coupons: '["SHOWN10"]',
  });
  const json = { ...p, totaleprijs: await quotedTotal(server, token, p) };
  const booked = await server.api('/billoprice/neworder', { token, json });
  expect(booked.status).toBe(201);
  const { ID: id, BONNR: bonnr } = booked.body.data as { ID: number; BONNR: string };
  const back = await decideOnSandbox(server, await paymentForm(server, token, id), 'approve');
  const landed = await fetch(back, { redirect: 'manual' });
  const outcomeKey = landed.headers.get('location')!.split('#ref=')[1]!;
  const { rows } = await server.ctx.db.query<{ ecode: string; status: string }>(
    'SELECT ecode, status FROM orders WHERE id = $1',
    [id],
  );
  expect(rows[0]!.status).toBe('paid');
  return { id, bonnr, ecode: rows[0]!.ecode, token, outcomeKey, email: String(p.emailklant) };
}

/** Opens the booking with its code and e-mail address, as the manage page does; returns the key. */
async function keyOf(order: { token: string; ecode: string; email: string }): Promise<string> {
  const { status, body } = await openBooking(server, order.token, order.ecode, order.email);
  expect(status).toBe(200);
  return body.data.manage_key as string;
}

/** The extras' names as the e-mail catalogue writes them, each with its count. */
function extrasOf(lang: Lang): [string, number][] {
  const t = mailText(lang);
  return [
    [t('extras.koffers'), 3],
    [t('extras.seatSmall', AGES), 1],
    [t('extras.seatMedium', AGES), 1],
    [t('extras.skis'), 1],
  ];
}

/** Text with the thin and no-break spaces of French typography as plain spaces. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

// "€ 0,00", "0,00 €", "€0.00" in any language: no row of the customer's documents may read so.
const ZERO_EUROS = /€\s?0[.,]00(?!\d)|(?<![\d.,])0[.,]00\s?€/;

describe.each([
  ['NL', 'nl'],
  ['FR', 'fr'],
  ['EN', 'en'],
] as const)('an order with extras and a coupon, booked in %s', (taal, lang) => {
  let order: Awaited<ReturnType<typeof bookAndPay>>;
  beforeAll(async () => {
    order = await bookAndPay(taal);
  });

  it('is listed whole in the confirmation e-mail, with the booking code and no booking number', () => {
    const mail = readOutbox(server.dataDir).find((m) => m.to === order.email);
    expect(mail).toBeDefined();
    const text = plain(mail!.text);
    const t = mailText(lang);
    for (const [label, count] of extrasOf(lang)) {
      expect(text).toContain(plain(`${t('mail.label', { label })} ${count}`));
    }
    expect(text).toContain(plain(t('confirmation.pets', { count: 1, price: '' }).split('(')[0]!.trim()));
    expect(text).toContain(order.ecode);
    expect(text).not.toContain(order.bonnr);
    expect(text).not.toMatch(ZERO_EUROS);
  });

  it('is listed whole in the manage view and the outcome summary', async () => {
    const key = await keyOf(order);
    const view = await manageCall(server, `/billomanage/${order.id}?lang=${lang}`, order.token, key);
    const extras = [
      { kind: 'koffers', count: 3 },
      { kind: 'seatSmall', count: 1 },
      { kind: 'seatMedium', count: 1 },
      { kind: 'skis', count: 1 },
      { kind: 'huisdieren', count: 1 },
    ];
    expect(view.body.data.extras).toEqual(extras);
    const summary = await server.api(`/billoorders/granted?lang=${lang}`, {
      token: await anonToken(server),
      headers: { 'x-manage-key': order.outcomeKey },
    });
    expect(summary.status).toBe(200);
    expect(summary.body.data.extras).toEqual(extras);
  });

  it('is listed whole in the receipt PDF, with the booking code, no booking number and no € 0 row', async () => {
    const key = await keyOf(order);
    const link = await manageCall(server, `/billomanage/${order.id}/link`, order.token, key, {
      file: 'receipt',
    });
    expect(link.status).toBe(200);
    const res = await fetch(`${server.url}/api/${link.body.data.path}`);
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = plain((await extractText(pdf, { mergePages: true })).text).replace(/\s+/g, ' ');
    for (const [label] of extrasOf(lang)) expect(text).toContain(plain(label));
    expect(text).toContain(plain(mailText(lang)('extras.huisdieren')));
    expect(text).toContain(order.ecode);
    expect(text).not.toContain(order.bonnr);
    expect(text).not.toMatch(ZERO_EUROS);
  });
});
