/**
 * The back office's answers about drivers, vehicles and who drives each leg (issue 26,
 * docs/backoffice-api.md "Drivers and vehicles").
 */
import type { VehicleType } from './fleet';

/** A driver as the back office lists them (`GET backoffice/drivers`). */
export interface BackofficeDriver {
  id: number;
  first_name: string;
  last_name: string;
  /** E.164, e.g. '+32470123456'. */
  mobile: string;
  /** ISO 639-1 codes of the languages the driver speaks. */
  languages: string[];
  /** Whether a photo is stored (`GET backoffice/drivers/{id}/photo`). */
  has_photo: boolean;
  /** The e-mail address of the driver's login, '' while they have none. */
  email: string;
  disabled: boolean;
}

/** A vehicle as the back office lists it (`GET backoffice/vehicles`). */
export interface BackofficeVehicle {
  id: number;
  /** Upper-case, without spaces, e.g. '1-ABC-234'. */
  plate: string;
  model: string;
  colour: string;
  seats: number;
  luggage_units: number;
  vehicle_type: VehicleType;
  wheelchair_accessible: boolean;
  disabled: boolean;
}

/** Who drives one leg in which vehicle, as the sheet and the assignment call show it. */
export interface LegAssignmentView {
  driver_id: number | null;
  /** First and last name, '' when no driver is set. */
  driver_name: string;
  vehicle_id: number | null;
  vehicle_plate: string;
  vehicle_model: string;
}

/** The answer of `PUT backoffice/orders/{id}/legs/{leg}/assignment`. */
export interface BackofficeAssignmentSaved extends LegAssignmentView {
  id: number;
  leg: 'H' | 'T';
  /** Whether anything changed (saving what is already there changes nothing). */
  changed: boolean;
  /** Whether the customer is now owed the message of who comes (both set, one of them changed). */
  notice_owed: boolean;
}

/** The answer of `GET backoffice/orders/{id}/assignments`: each leg's driver and vehicle, null when none. */
export interface BackofficeOrderAssignments {
  H: LegAssignmentView | null;
  T: LegAssignmentView | null;
}
