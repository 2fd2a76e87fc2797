/**
 * The back office's drivers and vehicles (/backoffice#fleet, issue 26): both lists for staff; the
 * forms and the disable buttons for the operator only (the server checks the role again).
 */
import { useId } from 'react';
import { ft } from '../../utils/bo-fleet-i18n';
import DriversPanel from './DriversPanel';
import type { SectionProps } from './sections';
import VehiclesPanel from './VehiclesPanel';

/** Renders the section. */
export default function FleetSection({ lang, apiBase, staff }: SectionProps) {
  const id = useId();
  const canChange = staff.role === 'operator';
  return (
    <section aria-labelledby={`${id}-h`} className="bo-catalogue">
      <h2 id={`${id}-h`}>{ft(lang, 'fleet.nav')}</h2>
      {!canChange && <p>{ft(lang, 'fleet.readOnly')}</p>}
      <DriversPanel lang={lang} apiBase={apiBase} canChange={canChange} />
      <VehiclesPanel lang={lang} apiBase={apiBase} canChange={canChange} />
    </section>
  );
}
