/**
 * The per-leg control that sets who drives a leg in which vehicle (issue 26, PUT
 * backoffice/orders/{id}/legs/{leg}/assignment), on the dispatch sheet and the order page: a driver
 * select, a vehicle select (each offering "nobody" to unassign) and a button. A refusal (a vehicle too
 * small, of another type, without wheelchair access, a driver or vehicle already on an overlapping leg)
 * is said inline in the user's language, tied to the select at fault; a success politely.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { LegAssignmentView, SheetLeg } from '../../../../core';
import { reasonOf } from '../../utils/backoffice-api';
import { ft } from '../../utils/bo-fleet-i18n';
import type { Lang } from '../../utils/i18n';
import { fleetApi, refusalOf, useFleetLists, type BackofficeVehicle } from './fleet-api';
import { typeName } from './VehiclesPanel';

const REASONS = [
  'seats',
  'luggage',
  'type',
  'wheelchair',
  'driver_busy',
  'vehicle_busy',
  'driver_disabled',
  'vehicle_disabled',
] as const;

/** Props: the leg, what it has now, and what to do once saved. */
export interface AssignmentControlProps {
  lang: Lang;
  apiBase?: string | undefined;
  orderId: number;
  leg: 'H' | 'T';
  /** What the labels name, e.g. "TB100001 Outbound". */
  what: string;
  driverId: number | null;
  vehicleId: number | null;
  onSaved?: () => void;
}

/** A vehicle as the select names it: plate, model, seats, luggage units and type. */
const vehicleLabel = (lang: Lang, v: BackofficeVehicle) =>
  `${v.plate} · ${v.model} · ${v.seats}/${v.luggage_units} · ${typeName(lang, v.vehicle_type)}${v.wheelchair_accessible ? ' · ♿' : ''}`;

/** Renders the control. */
export default function AssignmentControl({
  lang,
  apiBase,
  orderId,
  leg,
  what,
  driverId,
  vehicleId,
  onSaved,
}: AssignmentControlProps) {
  const id = useId();
  const lists = useFleetLists(apiBase);
  const [driver, setDriver] = useState(driverId === null ? '' : String(driverId));
  const [vehicle, setVehicle] = useState(vehicleId === null ? '' : String(vehicleId));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; field?: string } | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await fleetApi(apiBase).assign(
        orderId,
        leg,
        driver ? Number(driver) : null,
        vehicle ? Number(vehicle) : null,
      );
      const who = [
        saved.driver_name,
        saved.vehicle_plate && `${saved.vehicle_plate} (${saved.vehicle_model})`,
      ]
        .filter(Boolean)
        .join(', ');
      const text = !saved.changed
        ? ft(lang, 'fleet.assign.unchanged')
        : who
          ? `${ft(lang, 'fleet.assign.saved', { who })}${saved.notice_owed ? ` ${ft(lang, 'fleet.assign.noticeOwed')}` : ''}`
          : ft(lang, 'fleet.assign.cleared');
      setResult({ ok: true, text });
      if (saved.changed) onSaved?.();
    } catch (error) {
      const { field, reason } = refusalOf(error);
      const known = (REASONS as readonly string[]).includes(reason);
      setResult({
        ok: false,
        field,
        text: known
          ? ft(lang, `fleet.refused.${reason as (typeof REASONS)[number]}`)
          : ft(lang, 'fleet.failed', { reason: reasonOf(error, lang) }),
      });
    } finally {
      setBusy(false);
    }
  }

  const legName = what;
  const errorId = `${id}-error`;
  const faultOf = (field: string) =>
    result && !result.ok && result.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
      : {};
  // A disabled driver or vehicle is offered only while it is the one assigned, so the select shows it.
  const drivers = lists?.drivers.filter((d) => !d.disabled || d.id === driverId) ?? [];
  const vehicles = lists?.vehicles.filter((v) => !v.disabled || v.id === vehicleId) ?? [];
  return (
    <form className="bo-inline bo-assign" onSubmit={(e) => void save(e)} aria-busy={lists === null || busy}>
      <label htmlFor={`${id}-d`}>{ft(lang, 'fleet.assign.driver', { leg: legName })}</label>
      <select
        id={`${id}-d`}
        value={driver}
        onChange={(e) => setDriver(e.target.value)}
        {...faultOf('driver_id')}
      >
        <option value="">{ft(lang, 'fleet.assign.none')}</option>
        {drivers.map((d) => (
          <option key={d.id} value={d.id}>
            {`${d.first_name} ${d.last_name}`.trim()}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-v`}>{ft(lang, 'fleet.assign.vehicle', { leg: legName })}</label>
      <select
        id={`${id}-v`}
        value={vehicle}
        onChange={(e) => setVehicle(e.target.value)}
        {...faultOf('vehicle_id')}
      >
        <option value="">{ft(lang, 'fleet.assign.noVehicle')}</option>
        {vehicles.map((v) => (
          <option key={v.id} value={v.id}>
            {vehicleLabel(lang, v)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy || lists === null}>
        {ft(lang, 'fleet.assign.save')}
      </button>
      {result && (
        <span
          id={errorId}
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? undefined : 'bo-error'}
        >
          {result.text}
        </span>
      )}
    </form>
  );
}

/** A leg's driver and vehicle as the sheet prints them: "Jan Peeters · 1-ABC-234 Skoda Superb". */
export function LegAssignee({
  leg,
}: {
  leg: Pick<SheetLeg, 'driver_name' | 'vehicle_plate' | 'vehicle_model'>;
}) {
  const text = [
    leg.driver_name,
    leg.vehicle_plate && `${leg.vehicle_plate} ${leg.vehicle_model ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(' · ');
  return text ? <span>{text}</span> : <span>—</span>;
}

/** Props of {@link OrderLegAssignment}: the control's, without what the leg has now. */
export type OrderLegAssignmentProps = Omit<AssignmentControlProps, 'driverId' | 'vehicleId'>;

/**
 * The control on the order page: reads what the leg has now (GET backoffice/orders/{id}/assignments),
 * shows it, then offers the control.
 */
export function OrderLegAssignment(props: OrderLegAssignmentProps) {
  const { lang, apiBase, orderId, leg } = props;
  const [now, setNow] = useState<LegAssignmentView | null | undefined>(undefined);
  const [failed, setFailed] = useState('');
  const load = useCallback(
    () =>
      fleetApi(apiBase)
        .assignments(orderId)
        .then(
          (a) => setNow(a[leg]),
          (e: unknown) => setFailed(ft(lang, 'fleet.failed', { reason: reasonOf(e, lang) })),
        ),
    [apiBase, orderId, leg, lang],
  );
  useEffect(() => void load(), [load]);
  if (failed) return <p role="alert">{failed}</p>;
  if (now === undefined) return <p aria-busy="true">{ft(lang, 'fleet.loading')}</p>;
  return (
    <div className="bo-leg-assignment">
      <p>
        <strong>{ft(lang, 'fleet.assign.title', { leg: props.what })}:</strong>{' '}
        <LegAssignee leg={now ?? {}} />
      </p>
      <AssignmentControl
        {...props}
        driverId={now?.driver_id ?? null}
        vehicleId={now?.vehicle_id ?? null}
        onSaved={() => {
          void load();
          props.onSaved?.();
        }}
      />
    </div>
  );
}
