/** Bad-input cases of the public lookups, price, order and order-list calls. */
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
import { orderPayload, priceRequest, quotedTotal } from '../../support/order-fixtures';

const r = (route: string, auth: JsonRoute['auth']): JsonRoute => ({
  route: `POST /api${route}`,
  path: `/api${route}`,
  auth,
});

const COUNTS = [
  'koffers',
  'kinderwagens',
  'skis',
  'golfbags',
  'rolstoelen',
  'rollators',
  'fietskoffers',
  'huisdieren',
];
const counts = (names: string[]): FieldSpec[] => names.map((name) => ({ name, kind: 'count' }));
const texts = (names: string[]): FieldSpec[] => names.map((name) => ({ name, kind: 'text' }));

/** Builds the cases; the order payload is priced first so that only the bad field is wrong. */
export async function bookingCases(fx: Fixture): Promise<BadCase[]> {
  const price = r('/billoprice', 'anon');
  const order = r('/billoprice/neworder', 'anon');
  const types = r('/billoprice/types', 'anon');
  const list = {
    ...r('/billousers/listBilloOrders.json', 'user'),
    route: 'POST /api/billousers/list:product{[A-Za-z0-9]*Orders\\.json}',
  };
  const link = r('/billousers/linkorder', 'user');
  const payload = orderPayload();
  const valid = { ...payload, totaleprijs: await quotedTotal(fx.server, fx.anon, payload) };
  const streets = 'GET /api/streets/zoekstraten/:postal/:street';

  return [
    ...queryCases('GET /api/version', '/api/version', { name: 'app' }, [{ name: 'name', bad: [] }], 'none'),
    {
      route: 'GET /api/airports',
      name: 'wrong method',
      method: 'POST',
      path: '/api/airports',
      body: '{}',
      auth: 'none',
      shape: 'envelope',
    },
    {
      route: 'GET /api/settings',
      name: 'wrong method',
      method: 'POST',
      path: '/api/settings',
      body: '{}',
      auth: 'none',
      shape: 'envelope',
    },

    ...pathCases(
      streets,
      '/api/streets/zoekstraten/',
      ['abc', '123', '12345', '0123', '%00', '9000%00', 'x'.repeat(2000), '..', '%E0%A4%A'],
      'postal',
      'none',
      '/Korenmarkt',
    ),
    ...pathCases(
      streets,
      '/api/streets/zoekstraten/9000/',
      ['x'.repeat(2000), '%00', 'Koren%00markt'],
      'street',
      'none',
    ),
    ...pathCases(
      'GET /api/streets/zoekstraten/:postal',
      '/api/streets/zoekstraten/',
      ['abc', '0999', '%00', 'x'.repeat(2000)],
      'postal',
      'none',
    ),
    ...pathCases(
      'GET /api/streets/zoekstraten/:postal/',
      '/api/streets/zoekstraten/',
      ['abc', '%00'],
      'postal',
      'none',
      '/',
    ),
    ...queryCases(
      'GET /api/streets/zoekstraten/:postal',
      '/api/streets/zoekstraten/9000',
      { street: 'Koren', lang: 'nl' },
      [
        { name: 'street', bad: [] },
        { name: 'lang', bad: ['xx', 'de'] },
      ],
      'none',
    ),

    ...bodyShapeCases(price),
    ...fieldCases(price, priceRequest(), [
      { name: 'soortvervoer', kind: 'enum', required: true },
      { name: 'heenterug', kind: 'enum', required: true },
      { name: 'datum', kind: 'date', required: true },
      { name: 'pax', kind: 'count', required: true },
      { name: 'kinderstoelen', kind: 'count' },
      ...counts(COUNTS),
      { name: 'coupons', kind: 'list' },
      ...texts([
        'po',
        'talic',
        'uid',
        'idluchthavenheen',
        'idluchthavenretour',
        'fromheen',
        'toheen',
        'fromretour',
        'toretour',
      ]),
      ...texts(['heenpostnr', 'heenstraat', 'terugpostnr', 'terugstraat']),
    ]),
    jsonCase(price, 'date in the past', priceRequest({ datum: '2020/01/01' }), 'datum'),
    jsonCase(price, 'no postal code in the address', priceRequest({ fromheen: 'Korenmarkt' }), 'fromheen'),
    jsonCase(price, 'no airport', priceRequest({ idluchthavenheen: '' }), 'idluchthavenheen'),
    jsonCase(price, 'too many passengers', priceRequest({ pax: 99 }), 'pax'),

    // The prices of all types (issue 17) read the price request, its transport type excepted.
    ...bodyShapeCases(types),
    ...fieldCases(types, priceRequest(), [
      { name: 'heenterug', kind: 'enum', required: true },
      { name: 'datum', kind: 'date', required: true },
      { name: 'pax', kind: 'count', required: true },
      { name: 'kinderstoelen', kind: 'count' },
      ...counts(COUNTS),
      { name: 'coupons', kind: 'list' },
      ...texts(['po', 'talic', 'idluchthavenheen', 'fromheen', 'heenpostnr', 'heenstraat']),
    ]),
    jsonCase(types, 'date in the past', priceRequest({ datum: '2020/01/01' }), 'datum'),
    jsonCase(types, 'no airport', priceRequest({ idluchthavenheen: '' }), 'idluchthavenheen'),

    ...queryCases(
      'GET /api/billoprice/checkcoupon',
      '/api/billoprice/checkcoupon',
      { coupon: 'NOPE' },
      [{ name: 'coupon', bad: ['', '%20%20'], required: true }],
      'anon',
    ),
    // Issue 31: the check of an agent link's licence and user id.
    ...queryCases(
      'GET /api/billoprice/checklicence',
      '/api/billoprice/checklicence',
      { talic: 'TA-1', uid: 'u1' },
      [
        { name: 'talic', bad: ['', '%20%20'], required: true },
        { name: 'uid', bad: [] },
      ],
      'anon',
    ),

    ...bodyShapeCases(order),
    ...fieldCases(order, valid, [
      { name: 'heenterug', kind: 'enum', required: true },
      { name: 'soortvervoer', kind: 'enum', required: true },
      { name: 'taal', kind: 'enum', required: true },
      { name: 'pax', kind: 'count', required: true },
      { name: 'totaleprijs', kind: 'number', required: true },
      ...counts([
        ...COUNTS,
        'aantalks1',
        'aantalks2',
        'aantalks3',
        'aantalks4',
        'portal',
        'vroegeropluchthaven',
      ]),
      { name: 'datumheen', kind: 'date' },
      { name: 'datumterug', kind: 'date' },
      { name: 'coupons', kind: 'list' },
      ...texts([
        'idbesteller',
        'idaccount',
        'po',
        'promo',
        'uurvluchtheen',
        'uurheen',
        'vluchtnrheen',
        'idluchthavenheen',
      ]),
      ...texts([
        'heenstraat',
        'heennr',
        'heenpostnr',
        'heenstad',
        'heenland',
        'heenlatlonvan',
        'terugstraat',
      ]),
      ...texts([
        'voornaam',
        'naam',
        'telklant',
        'emailklant',
        'talic',
        'uid',
        'emailagent',
        'naamagent',
        'idempotency_key',
      ]),
      ...['cargo', 'afstandheen', 'reistijdheen', 'brutoprijsheen', 'prijsklantheen'].map(
        (name): FieldSpec => ({ name, kind: 'loose' }),
      ),
    ]),
    jsonCase(order, 'Idempotency-Key header of 5,000 characters', valid, 'idempotency-key', {
      headers: { 'idempotency-key': 'k'.repeat(5000) },
    }),
    jsonCase(order, 'e-mail not an address', { ...valid, emailklant: 'not-mail' }, 'emailklant'),
    jsonCase(order, 'flight time not a time', { ...valid, uurvluchtheen: '99:99' }, 'uurvluchtheen'),
    jsonCase(order, 'unknown airport', { ...valid, idluchthavenheen: 'ZZZ' }, 'idluchthavenheen'),
    jsonCase(order, 'pickup date in the past', { ...valid, datumheen: '2020/01/01' }, 'datumheen'),
    jsonCase(
      order,
      'remarks with a carriage return',
      { ...valid, remarks: 'a\rBcc: x@evil.example' },
      'remarks',
    ),
    jsonCase(order, 'remarks of 501 characters', { ...valid, remarks: 'x'.repeat(501) }, 'remarks'),
    jsonCase(order, 'remarks not text', { ...valid, remarks: ['stop'] }, 'remarks'),

    ...pathCases('GET /api/ordersbillo/:id', '/api/ordersbillo/', BAD_IDS, 'id', 'anon'),
    ...pathCases(
      'GET /api/payment/checkpaymentmethode/:licence',
      '/api/payment/checkpaymentmethode/',
      ['%00', 'TA%001', 'x'.repeat(2000), '%20'],
      'licence',
      'anon',
    ),

    ...bodyShapeCases(list),
    ...fieldCases(list, { page: 1, PageSize: 10 }, [
      { name: 'page', kind: 'count' },
      { name: 'PageSize', kind: 'count' },
      { name: 'lang', kind: 'enum' },
    ]),

    ...bodyShapeCases(link),
    ...fieldCases(link, { ecode: 'NOPE', email: 'tine@example.be' }, [
      { name: 'ecode', kind: 'string' },
      { name: 'e-code', kind: 'string' },
      { name: 'code', kind: 'string' },
      { name: 'email', kind: 'string' },
      { name: 'lang', kind: 'enum' },
    ]),
    jsonCase(link, 'no code at all', {}, 'ecode'),
    jsonCase(link, 'no e-mail address', { ecode: 'NOPE' }, 'email'),
  ];
}
