/**
 * Refreshing a screen while someone looks at it (issue 26): the dispatch sheet every 30 s, the
 * driver's day every 60 s. Nothing is fetched while the tab is hidden (a phone in a pocket, a sheet in
 * a background tab); when it shows again, the refresh runs at once and the period starts over.
 */
import { useEffect, useRef } from 'react';

/** Calls `tick` every `ms` milliseconds while the page is visible, and once each time it becomes visible. */
export function useVisibleInterval(tick: () => void, ms: number, enabled = true): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => latest.current(), ms);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else clearInterval(timer);
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, enabled]);
}
