/**
 * The personal data an owed e-mail keeps to be sent (an old or new address, a name, an account) does
 * not outlive its use (SPEC 9, issue 24's owed mails): the parameters of a mail about no order are
 * emptied 30 days after it was sent or given up, and those of an order's mails with the order's erasure.
 * Without this, the e-mail-change notices and "no account" resets kept addresses for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredTokens } from '../../../server/auth/tokens';
import { eraseOrder } from '../../../server/privacy/erase';
import { startTestServer, type TestServer } from '../../support/server';
import { seedOrder, visitor } from '../../support/payment-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function owedMail(kind: string, orderId: number | null, params: object, sentDaysAgo: number | null) {
  const { rows } = await server.ctx.db.query<{ id: string }>(
    `INSERT INTO owed_mails (kind, order_id, params, sent_at)
     VALUES ($1, $2, $3, CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(days => $4::int) END)
     RETURNING id::text`,
    [kind, orderId, JSON.stringify(params), sentDaysAgo],
  );
  return rows[0]!.id;
}

const paramsOf = async (id: string) =>
  (await server.ctx.db.query<{ params: object }>('SELECT params FROM owed_mails WHERE id = $1', [id]))
    .rows[0]!.params;

describe('an owed e-mail’s personal data', () => {
  it('is emptied 30 days after a mail about no order was sent, and kept while it may still be needed', async () => {
    const old = await owedMail(
      'email_change',
      null,
      { old_email: 'tine@example.be', new_email: 'x@example.be' },
      31,
    );
    const recent = await owedMail('reset_no_account', null, { email: 'lies@example.be', lang: 'nl' }, 2);
    const unsent = await owedMail('email_change', null, { old_email: 'an@example.be' }, null);
    await purgeExpiredTokens(server.ctx.db);
    expect(await paramsOf(old)).toEqual({});
    expect(await paramsOf(recent)).toEqual({ email: 'lies@example.be', lang: 'nl' });
    expect(await paramsOf(unsent)).toEqual({ old_email: 'an@example.be' });
  });

  it('is emptied with the order’s personal data when the order is erased', async () => {
    const owner = await visitor(server);
    const order = await seedOrder(server, { tokenId: owner.tokenId, heenterug: 'H' });
    const mail = await owedMail(
      'change_notice',
      order.id,
      { changes: { telklant: ['+32470123456', '+32475000000'] } },
      1,
    );
    await server.ctx.db.transaction((tx) => eraseOrder(tx, order.id));
    expect(await paramsOf(mail)).toEqual({});
  });
});
