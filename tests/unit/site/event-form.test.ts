/**
 * My-Events' form asks for dates day first, DD/MM/YYYY (copy review 2026-11-27, F10), and the API keeps
 * 'YYYY/MM/DD': an event's dates reach the form day first and the form's dates reach the API year first.
 */
import { describe, expect, it } from 'vitest';
import type { OrganiserEvent } from '../../../core';
import { emptyEventForm, eventToForm, formToBody } from '../../../site/src/islands/events/event-form';

const event = {
  NAMEN: { nl: 'Jazz Middelheim' },
  OMSCHRIJVINGEN: {},
  LOCATIE: 'Park Den Brandt',
  STRAAT: 'Beukenlaan',
  NR: '12',
  POSTNR: '2020',
  STARTDATUM: '2027/08/14',
  STARTUUR: '18:00',
  EINDDATUM: '2027/08/15',
  EINDUUR: '01:00',
  DEADLINE: '2027/08/10',
  STATUS: 'published',
} as unknown as OrganiserEvent;

describe('the event form', () => {
  it("shows an event's dates day first", () => {
    expect(eventToForm(event)).toMatchObject({
      startDate: '14/08/2027',
      endDate: '15/08/2027',
      deadline: '10/08/2027',
    });
  });

  it('sends dates typed day first to the API year first', () => {
    const body = formToBody({
      ...emptyEventForm(),
      startDate: '14/08/2027',
      endDate: '',
      deadline: '10-8-2027',
    });
    expect(body).toMatchObject({ startdatum: '2027/08/14', einddatum: '', deadline: '2027/08/10' });
  });

  it('takes a year-first date as it is, and leaves a date it cannot read for the server to refuse', () => {
    const body = formToBody({ ...emptyEventForm(), startDate: '2027/08/14', deadline: ' 31/02/2027 ' });
    expect(body).toMatchObject({ startdatum: '2027/08/14', deadline: '31/02/2027' });
  });

  it('gives back the dates it showed unchanged', () => {
    const body = formToBody(eventToForm(event));
    expect(body).toMatchObject({ startdatum: '2027/08/14', einddatum: '2027/08/15', deadline: '2027/08/10' });
  });
});
