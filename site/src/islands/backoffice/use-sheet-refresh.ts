/**
 * The dispatch sheet follows the drivers (issue 26): while the sheet is on screen it is fetched again
 * every {@link SHEET_REFRESH_MS}, so each leg's state (on the way, on board, done, no show) shows
 * without a reload. Polling rather than server-sent events: one more GET of a sheet that is already
 * served, through the same role check, with nothing held open per dispatcher.
 */
import { useVisibleInterval } from '../../utils/use-visible-interval';

/** How often the sheet on screen is fetched again. */
export const SHEET_REFRESH_MS = 30_000;

/** Reloads the sheet of `date` ('' while none is shown) with `load` while the page is visible. */
export function useSheetRefresh(date: string, load: (date: string) => unknown): void {
  useVisibleInterval(() => void load(date), SHEET_REFRESH_MS, date !== '');
}
