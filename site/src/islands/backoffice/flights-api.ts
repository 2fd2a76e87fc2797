/**
 * The late-flight calls of the back office (issue 26, docs/flights.md) over {@link backofficeHttp}: the
 * landing time of a return leg and the driver's free waiting times.
 */
import type { BackofficeLandingSaved, BackofficeWaitingTimes } from '../../../../core';
import { backofficeHttp } from '../../utils/backoffice-api';

/** The waiting times as the API names them: core's shape. */
export type { BackofficeWaitingTimes };

/** The calls, on `apiBase`. */
export function flightsApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    /** Sets the landing ('HH:mm', on the ride's day) of order `id`'s return leg. */
    setLanding: async (id: number, landingTime: string) =>
      (
        await http.put<BackofficeLandingSaved>(`backoffice/orders/${id}/legs/T/landing`, {
          landing_time: landingTime,
        })
      ).data,
    waitingTimes: async () => (await http.get<BackofficeWaitingTimes>('backoffice/waiting-times')).data,
    setWaitingTimes: async (w: BackofficeWaitingTimes) =>
      (await http.put<BackofficeWaitingTimes>('backoffice/waiting-times', w)).data,
  };
}
