/**
 * The flight look-up call of step 1 (issue 31): `GET flights/schedule` through the element's HTTP
 * client (client/'s ky instance, reached through the store's `getJson`). It loads with step 1, never
 * with the first step.
 */
import type { Envelope } from '../../client';
import type { FlightRole, FlightScheduleAnswer } from '../../core';

/** The question: a normal flight number, a 'YYYY/MM/DD' date, the role and our airport's IATA code. */
export interface FlightScheduleQuestion {
  flight: string;
  date: string;
  role: FlightRole;
  airport: string;
}

/**
 * Asks the schedule of a flight. Whatever goes wrong (a backend without the call behind `api-base`,
 * a refusal, a throttle's 429, no network, an answer of another shape) is `unavailable`: the customer
 * then types the time, as before the look-up existed.
 */
export async function askFlightSchedule(
  getJson: <T>(path: string) => Promise<T>,
  q: FlightScheduleQuestion,
): Promise<FlightScheduleAnswer> {
  const query = new URLSearchParams({ flight: q.flight, date: q.date, role: q.role, airport: q.airport });
  try {
    const body = await getJson<Envelope<FlightScheduleAnswer> | undefined>(`flights/schedule?${query}`);
    const answer = body?.data;
    if (answer?.state === 'not_found') return answer;
    if (answer?.state === 'found' && /^\d\d:\d\d$/.test(answer.time)) return answer;
  } catch {
    // Not an error for the customer: the look-up only saves typing.
  }
  return { state: 'unavailable' };
}
