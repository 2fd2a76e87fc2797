/**
 * The driver's calls (docs/driver.md) as the driver's day makes them, over the session's HTTP client
 * ({@link backofficeHttp}: the same token, envelope and ApiFailure).
 */
import type { DriverDayMeta, DriverLeg, DriverStateSaved, LegState } from '../../../../core';
import { backofficeHttp } from '../../utils/backoffice-api';

/** The calls, on `apiBase`. */
export function driverApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    /** The driver's legs of today and tomorrow, and the days and name they are for. */
    day: async () => {
      const answer = await http.get<DriverLeg[], DriverDayMeta>('driver/legs');
      return { legs: answer.data, meta: answer.metadata as DriverDayMeta };
    },
    /** Reports `state` of leg `leg` of order `order`. */
    report: async (order: number, leg: 'H' | 'T', state: LegState) =>
      (await http.post<DriverStateSaved>(`driver/legs/${order}/${leg}/state`, { state })).data,
  };
}

export { reasonOf } from '../../utils/backoffice-api';
export type { DriverDayMeta };
