/**
 * The My-Events form shows and reads dates day first, as Belgians write them (copy review 3.3:
 * "Begindatum (JJJJ/MM/DD)" looked foreign), while the API keeps them year first.
 */
import { describe, expect, it } from 'vitest';
import type { OrganiserEvent } from '../../../core';
import { emptyEventForm, eventToForm, formToBody } from '../../../site/src/islands/events/event-form';

const event = {
  NAMEN: { nl: 'Zomerconcert' },
  OMSCHRIJVINGEN: {},
  LOCATIE: 'Warandepark',
  STRAAT: 'Wetstraat',
  NR: '16',
  POSTNR: '1000',
  STARTDATUM: '2031/07/14',
  STARTUUR: '20:00',
  EINDDATUM: null,
  EINDUUR: null,
  DEADLINE: '2031/07/09',
  STATUS: 'published',
  RITTEN: [],
} as unknown as OrganiserEvent;

describe('the event form', () => {
  it('shows an event’s dates day first, and an absent end date as empty', () => {
    expect(eventToForm(event)).toMatchObject({
      startDate: '14/07/2031',
      endDate: '',
      deadline: '09/07/2031',
    });
  });

  it('sends dates typed day first year first', () => {
    const body = formToBody({
      ...emptyEventForm(),
      startDate: '14/7/2031',
      endDate: '15-07-2031',
      deadline: '9/7/2031',
    });
    expect(body).toMatchObject({ startdatum: '2031/07/14', einddatum: '2031/07/15', deadline: '2031/07/09' });
  });

  it('sends an event back as it came when nothing is changed', () => {
    expect(formToBody(eventToForm(event))).toMatchObject({
      startdatum: '2031/07/14',
      einddatum: '',
      deadline: '2031/07/09',
    });
  });
});
