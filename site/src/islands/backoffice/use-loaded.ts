/**
 * The one way a back-office section loads what it shows: fetch on mount and whenever `key` changes
 * (the API base, a filter), ignore an answer that comes after the section left, report a failure
 * through `onError`, and `reload()` after a change. A form edits its copy with `setData`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Loads `fetch()`'s answer into `data` (null until it arrives); see the module comment. */
export function useLoaded<T>(
  key: string,
  fetch: () => Promise<T>,
  onError: (error: unknown) => void,
): { data: T | null; setData: (data: T) => void; reload: () => Promise<void> } {
  const [data, setData] = useState<T | null>(null);
  // The latest functions, so a render's new closures need no new load.
  const latest = useRef({ fetch, onError });
  useEffect(() => {
    latest.current = { fetch, onError };
  });
  const reload = useCallback(async () => {
    try {
      setData(await latest.current.fetch());
    } catch (error) {
      latest.current.onError(error);
    }
  }, []);
  useEffect(() => {
    let live = true;
    latest.current.fetch().then(
      (d) => live && setData(d),
      (error: unknown) => live && latest.current.onError(error),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return { data, setData, reload };
}
