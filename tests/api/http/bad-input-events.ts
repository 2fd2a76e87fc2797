/** Bad-input cases of the events calls and the organisers' My-Events calls (issue 11). */
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
import { approvedOrganiser, createEvent, eventBody, organiserRequest } from '../../support/event-fixtures';
import { daysAhead, orderPayload, priceRequest } from '../../support/order-fixtures';

const r = (route: string, auth: JsonRoute['auth']): JsonRoute => ({
  route: `POST /api${route}`,
  path: `/api${route}`,
  auth,
});

const texts = (names: string[]): FieldSpec[] => names.map((name) => ({ name, kind: 'text' }));

/** Gives every case of `cases` the organiser's token (the sweep's own tokens are a visitor's and a customer's). */
function asOrganiser(token: string, cases: BadCase[]): BadCase[] {
  return cases.map((c) => ({
    ...c,
    auth: 'none',
    headers: { ...c.headers, authorization: `Bearer ${token}` },
  }));
}

/** Builds the cases; an approved organiser with one published event is set up first. */
export async function eventCases(fx: Fixture): Promise<BadCase[]> {
  const organiser = await approvedOrganiser(fx.server, { organisation: 'Bad Input Events' });
  const eventId = await createEvent(fx.server, organiser.token);
  const registration = r('/billoevents/registration', 'anon');
  const price = r('/billoevents/berekenprijs', 'anon');
  const order = r('/billoevents/neworder', 'anon');
  const newEvent = r('/billoevents/newevent', 'none');
  const editEvent = r('/billoevents/editevent', 'none');
  const withdraw = r('/billoevents/withdrawevent', 'none');
  const validPrice = priceRequest({ idevent: eventId, idluchthavenheen: '', datum: daysAhead(30) });
  const validOrder = orderPayload({
    idevent: eventId,
    datumheen: daysAhead(30),
    uurvluchtheen: '19:30',
    vluchtnrheen: '',
    idluchthavenheen: '',
    totaleprijs: 100,
  });
  const eventFields: FieldSpec[] = [
    { name: 'locatie', kind: 'string', required: true },
    { name: 'straat', kind: 'string', required: true },
    { name: 'nr', kind: 'string', required: true },
    { name: 'postnr', kind: 'string', required: true },
    { name: 'startdatum', kind: 'date', required: true },
    { name: 'einddatum', kind: 'date' },
    { name: 'deadline', kind: 'date', required: true },
    { name: 'status', kind: 'enum' },
  ];

  return [
    ...bodyShapeCases(registration),
    ...fieldCases(registration, organiserRequest(), [
      { name: 'username', kind: 'string', required: true },
      { name: 'organisation', kind: 'string', required: true },
      { name: 'contact', kind: 'string', required: true },
      { name: 'phone', kind: 'string', required: true },
      { name: 'motivation', kind: 'string', required: true },
      { name: 'website', kind: 'string' },
      { name: 'taal', kind: 'enum' },
    ]),
    jsonCase(registration, 'motivation only spaces', organiserRequest({ motivation: '   ' }), 'motivation'),
    jsonCase(
      registration,
      'weak password',
      organiserRequest({ password: 'password1', confirmPassword: 'password1' }),
      'password',
    ),

    ...queryCases(
      'GET /api/billoevents/leesevents',
      '/api/billoevents/leesevents',
      { taal: 'nl', location_id: '9000' },
      [
        { name: 'taal', bad: ['xx', 'de'] },
        { name: 'location_id', bad: ['abc', '0999', '12'] },
        { name: 'userid', bad: ['abc', '-1', '0'] },
        { name: 'organiser', bad: ['A%20B', '-x-'] },
      ],
      'anon',
    ),
    ...pathCases(
      'GET /api/billoevents/leeseventdata/:id',
      '/api/billoevents/leeseventdata/',
      BAD_IDS,
      'id',
      'anon',
    ),
    ...pathCases(
      'GET /api/billoeventaccounts/leesuserid/:id',
      '/api/billoeventaccounts/leesuserid/',
      BAD_IDS,
      'id',
      'user',
    ),
    ...asOrganiser(organiser.token, [
      ...queryCases(
        'GET /api/billoevents/myevents',
        '/api/billoevents/myevents',
        { taal: 'nl' },
        [{ name: 'taal', bad: ['de'] }],
        'none',
      ),
      ...bodyShapeCases(newEvent),
      ...fieldCases(newEvent, eventBody(), eventFields),
      jsonCase(newEvent, 'namen not an object', eventBody({ namen: 'Concert' }), 'namen'),
      jsonCase(newEvent, 'no name in any language', eventBody({ namen: {} }), 'namen'),
      jsonCase(newEvent, 'unknown street', eventBody({ straat: 'Nergensstraat' }), 'straat'),
      jsonCase(newEvent, 'unknown postal code', eventBody({ postnr: '1001' }), 'postnr'),
      jsonCase(newEvent, 'start time not a time', eventBody({ startuur: '8 uur' }), 'startuur'),
      ...bodyShapeCases(editEvent),
      ...fieldCases(editEvent, { id: eventId, ...eventBody() }, [
        { name: 'id', kind: 'id', required: true },
        ...eventFields,
      ]),
      ...bodyShapeCases(withdraw),
      ...fieldCases(withdraw, { id: eventId }, [{ name: 'id', kind: 'id', required: true }]),
    ]),

    ...bodyShapeCases(price),
    ...fieldCases(price, validPrice, [
      { name: 'idevent', kind: 'id', required: true },
      { name: 'soortvervoer', kind: 'enum', required: true },
      { name: 'datum', kind: 'date', required: true },
      { name: 'pax', kind: 'count', required: true },
      ...texts(['fromheen', 'heenpostnr', 'heenstraat']),
    ]),
    ...bodyShapeCases(order),
    ...fieldCases(order, validOrder, [
      { name: 'idevent', kind: 'id', required: true },
      { name: 'heenterug', kind: 'enum', required: true },
      { name: 'pax', kind: 'count', required: true },
      { name: 'datumheen', kind: 'date' },
      ...texts(['uurvluchtheen', 'heenstraat', 'heennr', 'heenpostnr', 'voornaam', 'telklant', 'emailklant']),
    ]),
    jsonCase(order, 'arrival time not a time', { ...validOrder, uurvluchtheen: '99:99' }, 'uurvluchtheen'),
    jsonCase(order, 'a date far from the event', { ...validOrder, datumheen: daysAhead(90) }, 'datumheen'),
  ];
}
