/** Bad-input cases of the manage calls (issue 12, docs/manage-api.md). */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  queryCases,
  type BadCase,
  type FieldSpec,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';
import { signDownload } from '../../../server/downloads/links';
import { seedOrder } from '../../support/payment-helpers';

const LANG = { name: 'lang', bad: ['xx', 'de'] };

/**
 * Builds the cases. The change and cancel calls aim at real orders of the fixture's user, so a bad
 * value that slipped through would change or cancel something: each must be refused first.
 */
export async function manageCases(fx: Fixture): Promise<BadCase[]> {
  const { rows } = await fx.server.ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [fx.user.id],
  );
  const owner = { tokenId: rows[0]!.id, userId: fx.user.id };
  const changed = await seedOrder(fx.server, owner);
  const cancelled = await seedOrder(fx.server, owner);

  const open: JsonRoute = {
    route: 'POST /api/billoorders/manage',
    path: '/api/billoorders/manage',
    auth: 'anon',
  };
  const change: JsonRoute = {
    route: 'POST /api/billomanage/:id/change',
    path: `/api/billomanage/${changed.id}/change`,
    auth: 'user',
  };
  const cancel: JsonRoute = {
    route: 'POST /api/billomanage/:id/cancel',
    path: `/api/billomanage/${cancelled.id}/cancel`,
    auth: 'user',
  };
  const link: JsonRoute = {
    route: 'POST /api/billomanage/:id/link',
    path: `/api/billomanage/${changed.id}/link`,
    auth: 'user',
  };
  const signed = await signDownload(fx.server.ctx, 'receipt', String(changed.id));
  const { expires, signature } = Object.fromEntries(new URLSearchParams(signed.path.split('?')[1]));
  const changeFields: FieldSpec[] = [
    'vluchtnrheen',
    'uurvluchtheen',
    'heennr',
    'vluchtnrterug',
    'uurvluchtterug',
    'terugnr',
    'telklant',
    'voornaam',
    'naam',
  ].map((name) => ({ name, kind: 'string' }));

  const refundView: JsonRoute = {
    route: 'POST /api/refund-choice/view',
    path: '/api/refund-choice/view',
    auth: 'anon',
  };
  const refundChoose: JsonRoute = {
    route: 'POST /api/refund-choice/choose',
    path: '/api/refund-choice/choose',
    auth: 'anon',
  };
  return [
    ...bodyShapeCases(open),
    ...fieldCases(open, { ecode: 'ZZZZZZZZZZ', email: 'nobody@example.be' }, [
      { name: 'ecode', kind: 'string', required: true },
      { name: 'email', kind: 'string', required: true },
      { name: 'lang', kind: 'enum' },
    ]),
    ...queryCases('GET /api/billoorders/granted', '/api/billoorders/granted', { lang: 'nl' }, [LANG], 'anon'),
    ...pathCases('GET /api/billomanage/:id', '/api/billomanage/', BAD_IDS, 'id', 'user'),
    ...queryCases(
      'GET /api/billomanage/:id',
      `/api/billomanage/${changed.id}`,
      { lang: 'nl' },
      [LANG],
      'user',
    ),
    ...pathCases('POST /api/billomanage/:id/change', '/api/billomanage/', BAD_IDS, 'id', 'user', '/change'),
    ...bodyShapeCases(change),
    ...fieldCases(change, { vluchtnrheen: 'SN2153' }, changeFields),
    ...fieldCases(change, { vluchtnrheen: 'SN2153' }, [{ name: 'datumheen', kind: 'date' }]),
    ...pathCases('POST /api/billomanage/:id/cancel', '/api/billomanage/', BAD_IDS, 'id', 'user', '/cancel'),
    ...bodyShapeCases(cancel),
    ...fieldCases(cancel, {}, [{ name: 'lang', kind: 'enum' }]),
    // Issue 27: the change mode's starting draft refuses a bad id before it looks anything up.
    ...pathCases(
      'GET /api/billomanage/:id/revise/draft',
      '/api/billomanage/',
      BAD_IDS,
      'id',
      'user',
      '/revise/draft',
    ),
    ...pathCases('GET /api/billomanage/:id/receipt', '/api/billomanage/', BAD_IDS, 'id', 'user', '/receipt'),
    ...pathCases(
      'GET /api/billomanage/:id/credit-note',
      '/api/billomanage/',
      BAD_IDS,
      'id',
      'user',
      '/credit-note',
    ),
    ...pathCases(
      'GET /api/billomanage/:id/calendar',
      '/api/billomanage/',
      BAD_IDS,
      'id',
      'user',
      '/calendar',
    ),
    // The refund choice of an operator's cancellation (issue 23): every field is refused before a
    // link is looked up.
    ...bodyShapeCases(refundView),
    ...fieldCases(refundView, { token: 'x' }, [{ name: 'token', kind: 'string', required: true }]),
    jsonCase(refundView, 'token of 201 characters', { token: 'x'.repeat(201) }, 'token'),
    ...bodyShapeCases(refundChoose),
    ...fieldCases(refundChoose, { token: 'x', choice: 'card' }, [
      { name: 'token', kind: 'string', required: true },
      { name: 'choice', kind: 'enum', required: true },
    ]),
    // Issue 23: the signed download links, asked for with a token and followed without one.
    ...pathCases('POST /api/billomanage/:id/link', '/api/billomanage/', BAD_IDS, 'id', 'user', '/link'),
    ...bodyShapeCases(link),
    ...fieldCases(link, { file: 'receipt' }, [{ name: 'file', kind: 'enum', required: true }]),
    ...pathCases('GET /api/files/:kind/:id', '/api/files/receipt/', BAD_IDS, 'id', 'none'),
    ...pathCases(
      'GET /api/files/:kind/:id',
      '/api/files/',
      ['invoice', 'RECEIPT', '%00'],
      'kind',
      'none',
      '/1',
    ),
    ...queryCases(
      'GET /api/files/:kind/:id',
      `/api/files/receipt/${changed.id}`,
      { expires: expires!, signature: signature! },
      [
        { name: 'expires', bad: ['abc', '-1', '1.5', '1e9', ''] },
        { name: 'signature', bad: ['', 'abc', 'A'.repeat(43)] },
      ],
      'none',
    ),
  ];
}
