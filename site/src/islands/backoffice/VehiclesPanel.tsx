/**
 * The vehicles of the back office's fleet section (issue 26): the list (plate, model, colour, seats,
 * luggage units, type, wheelchair access, state) for staff, and for the operator a form to add or edit
 * a vehicle and a button to disable or enable each. Errors are shown by field in the user's language.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { VEHICLE_TYPES, type VehicleType } from '../../../../core';
import { reasonOf } from '../../utils/backoffice-api';
import { ft } from '../../utils/bo-fleet-i18n';
import type { Lang } from '../../utils/i18n';
import { fieldAria, FleetField, refusedFieldText } from './FleetField';
import { fleetApi, forgetFleetLists, refusalOf, type BackofficeVehicle } from './fleet-api';
import { useLoaded } from './use-loaded';

type Form = {
  plate: string;
  model: string;
  colour: string;
  seats: string;
  luggage_units: string;
  vehicle_type: VehicleType;
  wheelchair_accessible: boolean;
};
const EMPTY: Form = {
  plate: '',
  model: '',
  colour: '',
  seats: '4',
  luggage_units: '4',
  vehicle_type: 'comfort',
  wheelchair_accessible: false,
};
const TEXT_FIELDS = ['plate', 'model', 'colour', 'seats', 'luggage_units'] as const;

/** The vehicle type's name in `lang`. */
export const typeName = (lang: Lang, t: VehicleType) => ft(lang, `fleet.type.${t}`);

/** Props: the language, the API base and whether the caller may change vehicles (the operator). */
export interface VehiclesPanelProps {
  lang: Lang;
  apiBase?: string | undefined;
  canChange: boolean;
}

/** Renders the vehicles. */
export default function VehiclesPanel({ lang, apiBase, canChange }: VehiclesPanelProps) {
  const id = useId();
  const api = fleetApi(apiBase);
  const [message, setMessage] = useState('');
  const [form, setForm] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<BackofficeVehicle | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: rows, reload } = useLoaded(apiBase ?? '', api.vehicles, (e) =>
    setMessage(ft(lang, 'fleet.failed', { reason: reasonOf(e, lang) })),
  );

  function startEdit(v: BackofficeVehicle | null) {
    setEditing(v);
    setForm(
      v
        ? {
            plate: v.plate,
            model: v.model,
            colour: v.colour,
            seats: String(v.seats),
            luggage_units: String(v.luggage_units),
            vehicle_type: v.vehicle_type,
            wheelchair_accessible: v.wheelchair_accessible,
          }
        : EMPTY,
    );
    setErrors({});
    heading.current?.focus();
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const name of ['plate', 'model', 'seats', 'luggage_units'] as const)
      if (!form[name].trim()) found[name] = ft(lang, 'fleet.required');
    for (const name of ['seats', 'luggage_units'] as const)
      if (form[name].trim() && !/^\d+$/.test(form[name].trim())) found[name] = ft(lang, 'fleet.invalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return setMessage(ft(lang, 'fleet.fixErrors'));
    const body = {
      ...form,
      seats: Number(form.seats),
      luggage_units: Number(form.luggage_units),
    };
    try {
      const saved = editing ? await api.editVehicle(editing.id, body) : await api.addVehicle(body);
      setMessage(editing ? ft(lang, 'fleet.saved') : ft(lang, 'fleet.vehicle.added', { plate: saved.plate }));
      forgetFleetLists();
      startEdit(null);
      await reload();
    } catch (err) {
      const { field, status } = refusalOf(err);
      if (field && field in EMPTY) {
        setErrors({ [field]: refusedFieldText(lang, field, status) });
        setMessage(ft(lang, 'fleet.fixErrors'));
      } else setMessage(ft(lang, 'fleet.failed', { reason: reasonOf(err, lang) }));
    }
  }

  async function toggle(v: BackofficeVehicle) {
    try {
      await api.disableVehicle(v.id, !v.disabled);
      setMessage(ft(lang, 'fleet.saved'));
      forgetFleetLists();
      await reload();
    } catch (err) {
      setMessage(ft(lang, 'fleet.failed', { reason: reasonOf(err, lang) }));
    }
  }

  const f = (name: string) => `${id}-${name}`;
  const yes = (b: boolean) => ft(lang, b ? 'fleet.yes' : 'fleet.no');
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{ft(lang, 'fleet.vehicles')}</h3>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {rows === null ? (
        <p aria-busy="true">{ft(lang, 'fleet.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{ft(lang, 'fleet.vehicles.none')}</p>
      ) : (
        <table className="bo-table cards">
          <caption>{ft(lang, 'fleet.vehicles.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ft(lang, 'fleet.vehicle.plate')}</th>
              <th scope="col">{ft(lang, 'fleet.vehicle.model')}</th>
              <th scope="col">{ft(lang, 'fleet.vehicle.colour')}</th>
              <th scope="col">{ft(lang, 'fleet.vehicle.seats')}</th>
              <th scope="col">{ft(lang, 'fleet.vehicle.luggageShort')}</th>
              <th scope="col">{ft(lang, 'fleet.vehicle.vehicle_type')}</th>
              <th scope="col">{ft(lang, 'fleet.vehicle.wheelchairShort')}</th>
              <th scope="col">{ft(lang, 'fleet.state')}</th>
              {canChange && <th scope="col">{ft(lang, 'fleet.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((v) => (
              <tr key={v.id}>
                <th scope="row">{v.plate}</th>
                <td>{v.model}</td>
                <td>{v.colour}</td>
                <td>{v.seats}</td>
                <td>{v.luggage_units}</td>
                <td>{typeName(lang, v.vehicle_type)}</td>
                <td>{yes(v.wheelchair_accessible)}</td>
                <td>{ft(lang, v.disabled ? 'fleet.disabled' : 'fleet.enabled')}</td>
                {canChange && (
                  <td>
                    <button
                      type="button"
                      onClick={() => startEdit(v)}
                      aria-label={ft(lang, 'fleet.action', { action: ft(lang, 'fleet.edit'), item: v.plate })}
                    >
                      {ft(lang, 'fleet.edit')}
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() => void toggle(v)}
                      aria-label={ft(lang, 'fleet.action', {
                        action: ft(lang, v.disabled ? 'fleet.enable' : 'fleet.disable'),
                        item: v.plate,
                      })}
                    >
                      {ft(lang, v.disabled ? 'fleet.enable' : 'fleet.disable')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canChange && (
        <form onSubmit={(e) => void save(e)} aria-labelledby={`${id}-form`} noValidate>
          <h4 id={`${id}-form`} ref={heading} tabIndex={-1}>
            {editing
              ? ft(lang, 'fleet.vehicle.editTitle', { plate: editing.plate })
              : ft(lang, 'fleet.vehicle.add')}
          </h4>
          {TEXT_FIELDS.map((name) => (
            <FleetField
              key={name}
              id={f(name)}
              label={ft(lang, `fleet.vehicle.${name}`)}
              error={errors[name]}
            >
              <input
                {...fieldAria(f(name), errors[name])}
                type={name === 'seats' || name === 'luggage_units' ? 'number' : 'text'}
                min={name === 'seats' ? 1 : 0}
                inputMode={name === 'seats' || name === 'luggage_units' ? 'numeric' : undefined}
                autoComplete="off"
                required={name !== 'colour'}
                value={form[name]}
                onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
              />
            </FleetField>
          ))}
          <FleetField
            id={f('type')}
            label={ft(lang, 'fleet.vehicle.vehicle_type')}
            error={errors.vehicle_type}
          >
            <select
              {...fieldAria(f('type'), errors.vehicle_type)}
              value={form.vehicle_type}
              onChange={(e) => setForm({ ...form, vehicle_type: e.currentTarget.value as VehicleType })}
            >
              {VEHICLE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeName(lang, t)}
                </option>
              ))}
            </select>
          </FleetField>
          <p>
            <label className="bo-check">
              <input
                type="checkbox"
                checked={form.wheelchair_accessible}
                onChange={(e) => setForm({ ...form, wheelchair_accessible: e.currentTarget.checked })}
              />{' '}
              {ft(lang, 'fleet.vehicle.wheelchair_accessible')}
            </label>
          </p>
          <button type="submit">{ft(lang, 'fleet.vehicle.save')}</button>{' '}
          {editing && (
            <button type="button" onClick={() => startEdit(null)}>
              {ft(lang, 'fleet.cancel')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
