/** Bad-input cases of the payment calls, the provider's returns and the embedded sandbox provider. */
import { BAD_IDS, HUGE, LONG, pathCases, type BadCase } from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const FORM = 'application/x-www-form-urlencoded';
const CHANNELS = ['accept', 'decline', 'cancel', 'exception', 'postsale'];

/** Cases of one provider message URL (GET and POST): unsigned, badly signed, ambiguous, NUL, huge. */
function providerCases(channel: string): BadCase[] {
  const path = `/api/payment/${channel}`;
  const signed = 'ORDERID=TB100001-1&STATUS=9&AMOUNT=10&CURRENCY=EUR&PAYID=1&SHASIGN=00';
  const get = (name: string, query: string, field?: string): BadCase => ({
    route: `GET ${path}`,
    name,
    method: 'GET',
    path: `${path}?${query}`,
    auth: 'none',
    shape: 'envelope',
    ...(field ? { field } : {}),
  });
  const post = (name: string, body: string, type = FORM, field?: string): BadCase => ({
    route: `POST ${path}`,
    name,
    method: 'POST',
    path,
    body,
    type,
    auth: 'none',
    shape: 'envelope',
    ...(field ? { field } : {}),
  });
  return [
    get('no parameters', '', 'SHASIGN'),
    get('wrong signature', signed, 'SHASIGN'),
    get('ORDERID twice, two values', `${signed}&ORDERID=TB100002-1`, 'ORDERID'),
    get('ORDERID as an array', signed.replace('ORDERID', 'ORDERID[]'), 'SHASIGN'),
    get('NUL in a value', `${signed}%00`, 'SHASIGN'),
    get('NUL in a name', `OR%00DERID=1&SHASIGN=00`, 'SHASIGN'),
    get('5,000-character value', `${signed}&BRAND=${'x'.repeat(5000)}`, 'SHASIGN'),
    post('no parameters', ''),
    post('wrong signature', signed, FORM, 'SHASIGN'),
    post('NUL in a value', `${signed}%00`, FORM, 'SHASIGN'),
    post('100 kB value', `${signed}&BRAND=${LONG}`, FORM, 'SHASIGN'),
    post('JSON body', JSON.stringify({ SHASIGN: 'x' }), 'application/json', 'SHASIGN'),
    post('broken multipart', 'garbage', 'multipart/form-data; boundary=zz', 'body'),
    { ...post('body of 2 MB', HUGE), status: 413, field: 'body' },
  ];
}

/** Builds the cases (no records needed: every id and message here is wrong before any lookup). */
export async function paymentCases(_fx: Fixture): Promise<BadCase[]> {
  const sandbox = (route: string, name: string, body: string, type = FORM): BadCase => ({
    route: `POST ${route}`,
    name,
    method: 'POST',
    path: route,
    body,
    type,
    auth: 'none',
    shape: 'html',
  });
  const order = '/sandbox/orderstandard';
  const decide = '/sandbox/orderstandard/decide';
  const refund = '/sandbox/maintenancedirect';
  return [
    ...pathCases('GET /api/payment/form/:id', '/api/payment/form/', BAD_IDS, 'id', 'anon'),
    ...['xx', '', 'nl%00', 'x'.repeat(5000)].map((lang): BadCase => ({
      route: 'GET /api/payment/form/:id',
      name: `lang=${lang.slice(0, 10)}`,
      method: 'GET',
      path: `/api/payment/form/1?lang=${lang}`,
      auth: 'anon',
      shape: 'envelope',
      field: 'lang',
    })),
    {
      route: 'GET /api/payment/form/:id',
      name: 'lang twice',
      method: 'GET',
      path: '/api/payment/form/1?lang=nl&lang=fr',
      auth: 'anon',
      shape: 'envelope',
      field: 'lang',
    },
    ...pathCases('GET /api/payment/freeorderok/:id', '/api/payment/freeorderok/', BAD_IDS, 'id', 'anon'),
    ...pathCases(
      'GET /api/payment/invoiceorderok/:id',
      '/api/payment/invoiceorderok/',
      BAD_IDS,
      'id',
      'anon',
    ),
    ...CHANNELS.flatMap(providerCases),

    sandbox(order, 'no body', ''),
    sandbox(order, 'JSON body', JSON.stringify({ PSPID: 'x', SHASIGN: 'y' }), 'application/json'),
    sandbox(order, 'no SHASIGN', 'PSPID=x&ORDERID=1&AMOUNT=100&CURRENCY=EUR&LANGUAGE=nl_BE'),
    sandbox(order, 'unknown PSPID', 'PSPID=x&ORDERID=1&AMOUNT=100&CURRENCY=EUR&SHASIGN=00'),
    sandbox(order, 'NUL in values', 'PSPID=x%00&ORDERID=1%00&AMOUNT=1%00&LANGUAGE=nl%00&SHASIGN=00%00'),
    sandbox(order, '100 kB values', `PSPID=${LONG}&ORDERID=${LONG}&LANGUAGE=${LONG}&SHASIGN=00`),
    sandbox(order, 'broken multipart', 'garbage', 'multipart/form-data; boundary=zz'),
    { ...sandbox(order, 'body of 2 MB', HUGE), status: 413 },
    sandbox(decide, 'no body', ''),
    sandbox(decide, 'unknown decision', 'decision=maybe&tx=1'),
    sandbox(decide, 'unknown transaction', 'decision=approve&tx=nope'),
    sandbox(decide, 'NUL in tx', 'decision=approve&tx=a%00b'),
    sandbox(decide, '100 kB tx', `decision=approve&tx=${LONG}`),
    sandbox(decide, 'broken multipart', 'garbage', 'multipart/form-data; boundary=zz'),
    { ...sandbox(decide, 'body of 2 MB', HUGE), status: 413 },
    // The provider's refund call answers its XML with STATUS 0 and a 400 for a request it cannot read.
    sandbox(refund, 'no body', ''),
    sandbox(refund, 'JSON body', JSON.stringify({ PSPID: 'x', SHASIGN: 'y' }), 'application/json'),
    sandbox(refund, 'no SHASIGN', 'PSPID=x&PAYID=1&AMOUNT=100&OPERATION=RFS'),
    sandbox(refund, 'wrong SHASIGN', 'PSPID=x&PAYID=1&AMOUNT=100&OPERATION=RFS&SHASIGN=00'),
    sandbox(refund, 'NUL in values', 'PSPID=x%00&PAYID=1%00&AMOUNT=1%00&SHASIGN=00%00'),
    sandbox(refund, '100 kB values', `PSPID=${LONG}&PAYID=${LONG}&SHASIGN=00`),
    sandbox(refund, 'broken multipart', 'garbage', 'multipart/form-data; boundary=zz'),
    { ...sandbox(refund, 'body of 2 MB', HUGE), status: 413 },
  ];
}
