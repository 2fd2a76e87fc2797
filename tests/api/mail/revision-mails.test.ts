/**
 * Issue 27: a booking changed in place is confirmed to the customer by e-mail in the order's language
 * (what changed in words, old and new price, how the difference was settled, a new .ics), and told to
 * the dispatcher when the changed leg already had a pickup time or a driver. Real server, PGlite,
 * sandbox provider and SMTP stand-in; the mails are owed work sent after the commit, so the test
 * waits until they arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE, formatEuros, formatLetterDate, type Lang } from '../../../core';
import { staffToken } from '../../support/backoffice-fixtures';
import { daysAhead } from '../../support/order-fixtures';
import { decideOnSandbox } from '../../support/payment-helpers';
import { placePaid, revise, type Placed } from '../../support/revise-helpers';
import { startTestServer, type TestServer } from '../../support/server';
import { readableMail, startSmtpStandIn, type RunningSmtp } from '../../support/smtp';

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

/** One received message: its headers' subject and recipient, readable text, and its .ics, if any. */
interface Mail {
  to: string;
  subject: string;
  text: string;
  ics: string | null;
}

/** Undoes RFC 2047 encoded words of a header (nodemailer encodes a subject with non-ASCII letters). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, body: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(body, 'base64').toString('utf8')
      : Buffer.from(
          body
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parse(raw: string): Mail {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '');
  // The calendar part: its own headers, then its body up to the next boundary.
  const part = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  let ics: string | null = null;
  if (part) {
    const head = raw.slice(part.index, part.index + part[0].length - part[1]!.length);
    ics = /base64/i.test(head)
      ? Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8')
      : readableMail(`Content-Transfer-Encoding: quoted-printable\n${part[1]!}`);
  }
  return { to: header('To'), subject: header('Subject'), text: readableMail(raw), ics };
}

/** The messages received so far whose subject matches `subject`. */
const mails = (subject: RegExp) => smtp.received.map(parse).filter((m) => subject.test(m.subject));

/**
 * Waits until `count` messages match `subject` (the scheduler sends them after the answer), at most a
 * bounded number of rounds; answers them.
 */
async function arrived(subject: RegExp, count = 1): Promise<Mail[]> {
  for (let round = 0; round < 100 && mails(subject).length < count; round++) {
    await server.scheduler.tick();
    await server.scheduler.settled();
    if (mails(subject).length < count) await new Promise((r) => setTimeout(r, 20));
  }
  return mails(subject);
}

const bonnrOf = async (o: Placed) =>
  (await q<{ bonnr: string }>('SELECT bonnr FROM orders WHERE id = $1', [o.id]))[0]!.bonnr;
// The customer's mails name the booking code in their subject (issue 31); the operator's the number.
const codeOf = async (o: Placed) =>
  (await q<{ ecode: string }>('SELECT ecode FROM orders WHERE id = $1', [o.id]))[0]!.ecode;
const totals = async (revisionId: number) =>
  (
    await q<{ old_total_cents: number; new_total_cents: number }>(
      'SELECT old_total_cents, new_total_cents FROM order_revisions WHERE id = $1',
      [revisionId],
    )
  )[0]!;
const euros = (cents: number, lang: Lang) => formatEuros(cents, LOCALE[lang]);
/** The calendar's date of a Brussels 'YYYY/MM/DD' day, as DTSTART writes it. */
const icsDay = (date: string) => date.replaceAll('/', '').replaceAll('-', '');
const OPERATOR = () => server.ctx.config.operator.email;

describe("the customer's confirmation of a change", () => {
  it('Dutch, a lower price: the old and new values in words, the prices and the coupon', async () => {
    const o = await placePaid(server, { taal: 'NL' });
    const bonnr = await bonnrOf(o);
    const r = await revise(server, o, { koffers: 0 });
    expect(r.status).toBe(200);
    expect(r.body.data.settlement).toBe('coupon');
    const [mail, ...more] = await arrived(new RegExp(`^Uw gewijzigde boeking ${await codeOf(o)}$`));
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe('jan@example.be');
    expect(mail!.text).toContain(`Uw boeking ${bonnr} is gewijzigd.`);
    expect(mail!.text).toContain('Koffers: 2 → 0');
    const t = await totals(r.body.data.revision_id);
    expect(mail!.text).toContain(
      `Prijs: ${euros(t.old_total_cents, 'nl')} voordien, ${euros(t.new_total_cents, 'nl')} nu.`,
    );
    const coupon = (
      await q<{ valid_until: string }>('SELECT valid_until FROM coupons WHERE code = $1', [
        r.body.data.coupon_code,
      ])
    )[0]!;
    expect(mail!.text).toContain(
      `verschil van ${euros(t.old_total_cents - t.new_total_cents, 'nl')} terug als kortingsbon ${r.body.data.coupon_code}`,
    );
    expect(mail!.text).toContain(formatLetterDate(coupon.valid_until, 'nl'));
    // Never a column name or a stored code in the customer's words.
    expect(mail!.text).not.toMatch(/koffers:|total_cents|idluchthaven|datumheen/);
    expect(mail!.text).toContain('Goede reis!');
    expect(mail!.ics).toContain(`DTSTART;TZID=Europe/Brussels:${icsDay(String(o.payload.datumheen))}`);
    expect(mail!.ics).toContain(`UID:${bonnr}-heen@`);
    // A higher SEQUENCE than the first confirmation's 0, so calendars replace the event, not ignore it.
    expect(mail!.ics).toMatch(/\r\nSEQUENCE:1\r\n/);
    // The leg was not planned: the operator hears of it by the usual change notice, not the dispatcher's.
    const notices = await arrived(new RegExp(`^Wijziging van boeking ${bonnr}$`));
    expect(notices.map((m) => m.to)).toEqual([OPERATOR()]);
    // In words, as the customer's mail: no column names.
    expect(notices[0]!.text).toContain('Koffers: 2 → 0');
    expect(notices[0]!.text).toMatch(/Prijs: €\s?\S+ → €\s?\S+/);
    expect(notices[0]!.text).not.toMatch(/koffers:|total_cents/);
    expect(mails(new RegExp(`Opnieuw plannen: boeking ${bonnr}`))).toHaveLength(0);
  });

  it('French, a higher price: mailed after the payment, not before, once however often the return comes', async () => {
    const o = await placePaid(server, { taal: 'FR' });
    const code = await codeOf(o);
    const subject = new RegExp(`^Votre réservation modifiée ${code}$`);
    const newDate = daysAhead(127);
    const r = await revise(server, o, { pax: 4, datumheen: newDate });
    expect(r.status).toBe(200);
    expect(r.body.data.state).toBe('awaiting_payment');
    await server.scheduler.tick();
    await server.scheduler.settled();
    expect(mails(subject)).toHaveLength(0);
    const back = await decideOnSandbox(server, r.body.data.payment, 'approve');
    const [mail] = await arrived(subject);
    expect(mail!.text).toContain('Passagers\u202f: 2 → 4');
    expect(mail!.text).toContain(
      `Date de l’aller\u202f: ${formatLetterDate(String(o.payload.datumheen), 'fr')} → ${formatLetterDate(newDate, 'fr')}`,
    );
    const t = await totals(r.body.data.revision_id);
    expect(mail!.text).toContain(
      `Vous avez payé la différence de ${euros(t.new_total_cents - t.old_total_cents, 'fr')} en ligne.`,
    );
    expect(mail!.text).toContain('Bon voyage');
    expect(mail!.ics).toContain(`DTSTART;TZID=Europe/Brussels:${icsDay(newDate)}`);
    // The customer's browser comes back with the signed return, twice: no second mail.
    await fetch(back, { redirect: 'manual' });
    await fetch(back, { redirect: 'manual' });
    await server.scheduler.tick();
    await server.scheduler.settled();
    expect(mails(subject)).toHaveLength(1);
    const owed = await q("SELECT 1 FROM owed_mails WHERE order_id = $1 AND kind = 'revision'", [o.id]);
    expect(owed).toHaveLength(1);
  });

  it('English, an address changed on a leg the dispatcher had planned: the dispatcher is told in words', async () => {
    const o = await placePaid(server, { taal: 'EN' });
    const bonnr = await bonnrOf(o);
    const dispatcher = await staffToken(server, 'dispatcher');
    const set = await fetch(`${server.url}/api/backoffice/orders/${o.id}/legs/H/pickup-time`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${dispatcher.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pickup_time: '06:15' }),
    });
    expect(set.status).toBe(200);
    const r = await revise(server, o, { heennr: '7' });
    expect(r.status).toBe(200);
    if (r.body.data.state === 'awaiting_payment')
      await decideOnSandbox(server, r.body.data.payment, 'approve');
    const [mail] = await arrived(new RegExp(`^Your changed booking ${await codeOf(o)}$`));
    // The city reads in the order's language (Ghent), as in the confirmation.
    expect(mail!.text).toMatch(/Pickup address: Korenmarkt 1, 9000 \S+ → Korenmarkt 7, 9000 \S+/);
    const [notice, ...more] = await arrived(new RegExp(`^Opnieuw plannen: boeking ${bonnr}, heenrit$`));
    expect(more).toHaveLength(0);
    expect(notice!.to).toBe(OPERATOR());
    expect(notice!.text).toContain(`boeking ${bonnr}`);
    expect(notice!.text).toContain('ophaaluur en de chauffeur van de heenrit zijn gewist');
    expect(notice!.text).toContain('Ophaaladres: Korenmarkt 1, 9000 Gent → Korenmarkt 7, 9000 Gent');
    expect(notice!.text).toContain(
      `heenrit: ${formatLetterDate(String(o.payload.datumheen), 'nl')}, vlucht om 10:30`,
    );
    // One notice for one change: not the usual change notice besides.
    expect(mails(new RegExp(`^Wijziging van boeking ${bonnr}$`))).toHaveLength(0);
  });
});

describe('a lower price refunded to the card', () => {
  it('says the difference goes back to the card', async () => {
    await q(`INSERT INTO app_settings (key, value) VALUES ('change_refund', 'card')`);
    try {
      const o = await placePaid(server, { taal: 'EN' });
      const code = await codeOf(o);
      const r = await revise(server, o, { koffers: 0 });
      expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'card' });
      const [mail] = await arrived(new RegExp(`^Your changed booking ${code}$`));
      expect(mail!.text).toContain(
        `We refund the difference of ${euros(-r.body.data.difference_cents, 'en')} to the card you paid with.`,
      );
      expect(mail!.text).toContain('Suitcases: 2 → 0');
    } finally {
      await q(`DELETE FROM app_settings WHERE key = 'change_refund'`);
    }
  });
});

describe('a change of a booking still to be paid', () => {
  it('sends the customer no confirmation of the change: the payment confirms the booking as it stands', async () => {
    const o = await placePaid(server, { taal: 'NL' }, false);
    const bonnr = await bonnrOf(o);
    const r = await revise(server, o, { koffers: 0 });
    expect(r.body.data).toMatchObject({ state: 'applied', settlement: 'none' });
    // The operator's usual notice is the sign the owed mails of this change were sent.
    await arrived(new RegExp(`^Wijziging van boeking ${bonnr}$`));
    const owed = await q<{ sent: boolean }>(
      "SELECT sent_at IS NOT NULL AS sent FROM owed_mails WHERE order_id = $1 AND kind = 'revision'",
      [o.id],
    );
    expect(owed).toEqual([{ sent: true }]);
    expect(mails(new RegExp(`^Uw gewijzigde boeking ${await codeOf(o)}$`))).toHaveLength(0);
  });
});

describe('a paid change that could no longer apply', () => {
  it('tells the customer the change was not made and names the coupon that gives the amount back', async () => {
    const o = await placePaid(server, { taal: 'NL' });
    const ecode = await codeOf(o);
    const first = await revise(server, o, { pax: 4 });
    expect(first.body.data.state).toBe('awaiting_payment');
    // A later change replaces the unpaid one; the customer then pays the first one's page anyway.
    const second = await revise(server, o, { koffers: 0 });
    expect(second.body.data.state).toBe('applied');
    await decideOnSandbox(server, first.body.data.payment, 'approve');
    const [mail, ...more] = await arrived(
      new RegExp(`^Uw wijziging van boeking ${ecode} is niet doorgevoerd$`),
    );
    expect(more).toHaveLength(0);
    const code = (
      await q<{ refund_coupon_code: string }>(
        'SELECT refund_coupon_code FROM order_revisions WHERE id = $1',
        [first.body.data.revision_id],
      )
    )[0]!.refund_coupon_code;
    expect(mail!.to).toBe('jan@example.be');
    expect(mail!.text).toContain(`betaling van ${euros(first.body.data.difference_cents, 'nl')}`);
    expect(mail!.text).toContain(`kortingsbon ${code}`);
    // The second change's own confirmation went out, the first one's never.
    expect(mails(new RegExp(`^Uw gewijzigde boeking ${ecode}$`))).toHaveLength(1);
  });
});
