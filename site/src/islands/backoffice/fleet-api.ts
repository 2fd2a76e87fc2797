/**
 * The calls of the drivers-and-vehicles section and the per-leg assignment control
 * (docs/backoffice-api.md, "Drivers and vehicles"), over {@link backofficeHttp}, and the one shared
 * copy of the driver and vehicle lists the assignment controls of a page choose from.
 */
import { useEffect, useState } from 'react';
import { ApiFailure } from '../../../../client';
import type {
  BackofficeAssignmentSaved,
  BackofficeDriver,
  BackofficeOrderAssignments,
  BackofficeVehicle,
} from '../../../../core';
import { backofficeHttp } from '../../utils/backoffice-api';

export type { BackofficeDriver, BackofficeVehicle };

/** The calls, on `apiBase`. */
export function fleetApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    drivers: async () => (await http.get<BackofficeDriver[]>('backoffice/drivers')).data,
    vehicles: async () => (await http.get<BackofficeVehicle[]>('backoffice/vehicles')).data,
    addDriver: async (body: Record<string, unknown>) =>
      (await http.post<BackofficeDriver>('backoffice/drivers', body)).data,
    editDriver: async (id: number, body: Record<string, unknown>) =>
      (await http.put<BackofficeDriver>(`backoffice/drivers/${id}`, body)).data,
    disableDriver: (id: number, disabled: boolean) =>
      http.post(`backoffice/drivers/${id}/disable`, { disabled }),
    giveLogin: async (id: number, email: string, lang: string) =>
      (await http.post<BackofficeDriver>(`backoffice/drivers/${id}/login`, { email, lang })).data,
    addVehicle: async (body: Record<string, unknown>) =>
      (await http.post<BackofficeVehicle>('backoffice/vehicles', body)).data,
    editVehicle: async (id: number, body: Record<string, unknown>) =>
      (await http.put<BackofficeVehicle>(`backoffice/vehicles/${id}`, body)).data,
    disableVehicle: (id: number, disabled: boolean) =>
      http.post(`backoffice/vehicles/${id}/disable`, { disabled }),
    assignments: async (orderId: number) =>
      (await http.get<BackofficeOrderAssignments>(`backoffice/orders/${orderId}/assignments`)).data,
    assign: async (orderId: number, leg: 'H' | 'T', driverId: number | null, vehicleId: number | null) =>
      (
        await http.put<BackofficeAssignmentSaved>(`backoffice/orders/${orderId}/legs/${leg}/assignment`, {
          driver_id: driverId,
          vehicle_id: vehicleId,
        })
      ).data,
  };
}

/** The lists the assignment controls choose from. */
export interface FleetLists {
  drivers: BackofficeDriver[];
  vehicles: BackofficeVehicle[];
}

// One load per page and API base: a sheet of 40 legs shows 40 controls, which share it.
const lists = new Map<string, Promise<FleetLists>>();

/** Forgets the shared lists, so the next control loads them afresh (after the fleet changed). */
export function forgetFleetLists(): void {
  lists.clear();
}

/** The drivers and vehicles, loaded once per page for every control that asks; null until loaded. */
export function useFleetLists(apiBase?: string): FleetLists | null {
  const [found, setFound] = useState<FleetLists | null>(null);
  useEffect(() => {
    let live = true;
    const key = apiBase ?? '';
    let pending = lists.get(key);
    if (!pending) {
      const api = fleetApi(apiBase);
      pending = Promise.all([api.drivers(), api.vehicles()]).then(([drivers, vehicles]) => ({
        drivers,
        vehicles,
      }));
      // A failed load is tried again by the next control rather than remembered.
      pending.catch(() => lists.delete(key));
      lists.set(key, pending);
    }
    pending.then(
      (l) => live && setFound(l),
      () => live && setFound({ drivers: [], vehicles: [] }),
    );
    return () => {
      live = false;
    };
  }, [apiBase]);
  return found;
}

/** The field and reason of a refused call (client's ApiFailure), or empty when it carries none. */
export function refusalOf(error: unknown): { status: number; field: string; reason: string } {
  if (!(error instanceof ApiFailure)) return { status: 0, field: '', reason: '' };
  return { status: error.status, field: error.field ?? '', reason: error.reason ?? '' };
}
