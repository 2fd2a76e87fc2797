import { useBooking, useT } from '../store/context';

/**
 * The options of an airport select, as step 0 (the departure airport) and step 1 (another landing
 * airport) both show them: "choose an airport" first, then every served airport by its name.
 */
export function AirportOptions() {
  const t = useT();
  const airports = useBooking((s) => s.airports);
  return (
    <>
      <option value="">{t('start.chooseAirport')}</option>
      {airports.map((ap) => (
        <option key={ap.ID} value={ap.ID}>
          {ap.NAME}
        </option>
      ))}
    </>
  );
}
