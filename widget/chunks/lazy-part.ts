/**
 * React components that load on demand through {@link loadChunk}, and can be loaded again after a
 * failure. React.lazy keeps a rejected import forever, so a part whose chunk failed gets a fresh
 * React.lazy when the customer presses retry ({@link retryFailedParts}, called by ChunkBoundary); the
 * next render then imports again. Not earlier: React renders once more by itself after an error,
 * and a part that quietly imported again then would hide a failure the customer should see.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { loadTexts, type Feature, type Lang } from '../i18n';
import { useLang } from '../store/context';
import { loadChunk } from './load-chunk';

/** The resets of the parts whose chunk failed, until the next retry. */
const failed = new Set<() => void>();

/** Lets every part whose chunk failed import it again on its next render. */
export function retryFailedParts(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * Wraps `load` (a dynamic import that resolves with the component) as a component that suspends
 * while its chunk and the catalogues of its `texts` in the element's language load, side by side, and
 * throws a ChunkLoadError to the nearest error boundary when either fails.
 *
 * @example
 * export const Step1 = lazyPart(() => import('../steps/Step1').then((m) => m.Step1), ['trip']);
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: readonly Feature[] = [],
): ComponentType<P> {
  // One lazy component per language: each waits for the texts of its own language.
  const parts = new Map<Lang, ComponentType<P>>();
  const attempt = (lang: Lang) =>
    lazy(() =>
      Promise.all([loadChunk(load), loadTexts(lang, texts)]).then(
        ([component]) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => parts.delete(lang));
          throw error;
        },
      ),
    );
  return function LazyPart(props: P) {
    const lang = useLang();
    let part = parts.get(lang);
    if (!part) parts.set(lang, (part = attempt(lang)));
    return createElement(part, props);
  };
}
