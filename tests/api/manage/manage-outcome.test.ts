/**
 * The order's life after the wizard (issue 12): pay now from the manage page or an outcome page, the
 * outcome pages' summary through the key of their redirect, the calendar download, and the receipt
 * PDF in the order's language (its text read back with unpdf).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOperatorFile } from '../../support/operator-file';
import { startTestServer, type TestServer } from '../../support/server';
import { addCoupon, userToken } from '../../support/order-fixtures';
import { book, manageCall, manageKey } from '../../support/manage-helpers';
import { decideOnSandbox, statusOf, visitor } from '../../support/payment-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ OPERATOR_FILE: writeOperatorFile() });
});
afterAll(() => server.close());

/**
 * Downloads `/billomanage/{id}/{file}` as the site does (issue 23): asks for a signed link with the token
 * and the key in headers, then follows the link with neither; returns status, headers and raw bytes.
 */
async function download(path: string, token: string, key: string) {
  const [, id, file] = /^\/billomanage\/(\d+)\/(\w+)$/.exec(path)!;
  const link = await server.api(`/billomanage/${id}/link`, {
    token,
    json: { file },
    ...(key ? { headers: { 'x-manage-key': key } } : {}),
  });
  expect(link.status).toBe(200);
  const res = await fetch(`${server.url}/api/${link.body.data.path}`);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('pay now', () => {
  it.each(['failed', 'payment_cancelled', 'awaiting_payment'])(
    'pays a %s order from another session with the manage key, at its stored price',
    async (status) => {
      const order = await book(server, { status, cents: 8900 });
      const me = await visitor(server);
      const key = await manageKey(server, me.token, order.ecode);
      const view = await manageCall(server, `/billomanage/${order.id}`, me.token, key);
      expect(view.body.data.actions.pay).toBe(true);
      const form = await manageCall(server, `/payment/form/${order.id}`, me.token, key);
      expect(form.status).toBe(200);
      expect(form.body.data.fields.AMOUNT).toBe('8900');
      const back = await decideOnSandbox(server, form.body.data, 'approve');
      const landed = await fetch(back, { redirect: 'manual' });
      expect(landed.headers.get('location')).toMatch(/^\/order-confirmed\?orderID=TB\d+&PAYID=\d+#ref=/);
      expect(await statusOf(server, order.id)).toBe('paid');
    },
  );

  it('refuses when a coupon of the order was used up meanwhile, asking to book again', async () => {
    const coupon = await addCoupon(server, { code: `ONCE-${Date.now()}`, maxUses: 1 });
    const order = await book(server, { status: 'failed' });
    await server.ctx.db.query(
      'INSERT INTO order_coupons (order_id, coupon_id, reduction_cents) VALUES ($1, $2, 1000)',
      [order.id, coupon.id],
    );
    await server.ctx.db.query('UPDATE coupons SET use_count = 1 WHERE id = $1', [coupon.id]);
    const me = await visitor(server);
    const key = await manageKey(server, me.token, order.ecode);
    const form = await manageCall(server, `/payment/form/${order.id}`, me.token, key);
    expect([form.status, form.body.error]).toEqual([409, 'coupon_used_up']);
    expect(form.body.error_description).toContain('please book again at the new price');
    expect(await statusOf(server, order.id)).toBe('failed');
  });

  it('is not offered for a paid order', async () => {
    const order = await book(server, { status: 'paid' });
    const key = await manageKey(server, order.owner.token, order.ecode);
    const view = await manageCall(server, `/billomanage/${order.id}`, order.owner.token, key);
    expect(view.body.data.actions.pay).toBe(false);
  });
});

describe("the outcome page's summary", () => {
  it("reads the order's summary with the key of the redirect, from any session, and nothing else", async () => {
    const order = await book(server, { status: 'awaiting_payment', cents: 0 });
    await server.ctx.db.query('UPDATE orders SET total_cents = 0 WHERE id = $1', [order.id]);
    const finish = await server.api(`/payment/freeorderok/${order.id}`, { token: order.owner.token });
    const ref = (finish.body.data.redirect as string).split('#ref=')[1]!;
    const site = await visitor(server);
    const summary = await server.api(`/billoorders/granted?lang=fr`, {
      token: site.token,
      headers: { 'x-manage-key': ref },
    });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ receipt: order.bonnr, status: 'free', lang: 'fr' });
    // Issue 23: the key sits in the browser's history, so it shows nothing that opens the manage page.
    expect(summary.body.data).not.toHaveProperty('booking_code');
    expect(summary.body.data).not.toHaveProperty('email');
    // It shows the summary; reading, changing or cancelling the booking takes the code and e-mail address.
    for (const [path, json] of [
      [`/billomanage/${order.id}`, undefined],
      [`/billomanage/${order.id}/cancel`, {}],
      [`/billomanage/${order.id}/change`, { heennr: '5' }],
    ] as const) {
      const refused = await server.api(path, {
        token: site.token,
        headers: { 'x-manage-key': ref },
        ...(json ? { json } : {}),
      });
      expect(refused.status).toBe(404);
    }
    expect(await statusOf(server, order.id)).toBe('free');
    const guessed = await server.api(`/billoorders/granted`, {
      token: site.token,
      headers: { 'x-manage-key': 'A'.repeat(43) },
    });
    expect(guessed.status).toBe(404);
  });
});

describe('downloads', () => {
  it('gives the same calendar file as the confirmation e-mail', async () => {
    const order = await book(server);
    const key = await manageKey(server, order.owner.token, order.ecode);
    const ics = await download(`/billomanage/${order.id}/calendar`, order.owner.token, key);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = new TextDecoder().decode(ics.bytes);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`(${order.bonnr})`);
  });

  it('gives the calendar of a booking on invoice or free, whose rides take place', async () => {
    for (const status of ['invoiced', 'free']) {
      const order = await book(server, { status });
      const key = await manageKey(server, order.owner.token, order.ecode);
      const ics = await download(`/billomanage/${order.id}/calendar`, order.owner.token, key);
      expect([status, ics.status]).toEqual([status, 200]);
    }
  });

  // Issue 31: an unpaid booking may never ride and a cancelled one will not; the manage page offers no
  // calendar for them, and neither the file, a link to it, nor a link made while it was paid gives one.
  it.each(['awaiting_payment', 'failed', 'payment_cancelled', 'cancelled'])(
    'refuses the calendar of a %s booking, by the file, a new link and a link made while paid',
    async (status) => {
      const order = await book(server);
      const me = order.owner.token;
      const key = await manageKey(server, me, order.ecode);
      const early = await manageCall(server, `/billomanage/${order.id}/link`, me, key, { file: 'calendar' });
      expect(early.status).toBe(200);
      await server.ctx.db.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
      const file = await manageCall(server, `/billomanage/${order.id}/calendar`, me, key);
      expect([file.status, file.body.error, file.body.field]).toEqual([409, 'not_confirmed', 'id']);
      const link = await manageCall(server, `/billomanage/${order.id}/link`, me, key, { file: 'calendar' });
      expect([link.status, link.body.error]).toEqual([409, 'not_confirmed']);
      const followed = await fetch(`${server.url}/api/${early.body.data.path}`);
      expect(followed.status).toBe(409);
      expect(followed.headers.get('content-type')).not.toContain('text/calendar');
      // The receipt of the same booking is still there.
      const receipt = await manageCall(server, `/billomanage/${order.id}/link`, me, key, { file: 'receipt' });
      expect(receipt.status).toBe(200);
    },
  );

  it('gives a receipt PDF in the order language with the operator, amounts and 6 % VAT', async () => {
    const order = await book(server, { taal: 'FR', cents: 10_600 });
    const key = await manageKey(server, order.owner.token, order.ecode);
    const pdf = await download(`/billomanage/${order.id}/receipt`, order.owner.token, key);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${order.bonnr}.pdf"`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Taxi Test NV');
    expect(text).toContain('BE 0440.966.354');
    expect(text).toContain('Proefstraat 7, 2000 Antwerpen');
    expect(text).not.toContain('Example company');
    // Issue 31: a consumer's one reference is the booking code.
    expect(text).toContain(`Reçu ${order.ecode}`);
    expect(text).not.toContain(order.bonnr);
    expect(text).toMatch(/Total \(TVA comprise\)\s*:\s*106,00\s€/);
    expect(text).toMatch(/Dont TVA 6 % \(transport de personnes\)\s*:\s*6,00\s€/);
    expect(text).toContain('Réservation payée en ligne.');
  });

  it("gives a company account an invoice with the company's name and VAT number", async () => {
    const user = await userToken(server);
    await server.ctx.db.query(
      `UPDATE users SET user_type = 'company', company = 'Reizen NV', vat = 'BE0417.497.106' WHERE id = $1`,
      [user.id],
    );
    const { rows } = await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [user.id],
    );
    const order = await book(server, { userId: user.id, owner: { token: user.token, tokenId: rows[0]!.id } });
    const res = await download(`/billomanage/${order.id}/receipt`, user.token, '');
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Factuur ${order.bonnr}`);
    expect(text).toContain('Bedrijf: Reizen NV');
    expect(text).toContain('Btw-nummer: BE0417.497.106');
  });
});
