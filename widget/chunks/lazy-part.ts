/**
 * React components that load on demand through {@link loadChunk}, and can be loaded again after a
 * failure. React.lazy keeps a rejected import forever, so a part whose chunk failed gets a fresh
 * React.lazy when the customer presses retry ({@link retryFailedParts}, called by ChunkBoundary); the
 * next render then imports again. Not earlier: React renders once more by itself after an error,
 * and a part that quietly imported again then would hide a failure the customer should see.
 */
import { createElement, lazy, type ComponentType } from 'react';
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
 * while its chunk loads and throws a ChunkLoadError to the nearest error boundary when it fails.
 *
 * @example
 * export const Step1 = lazyPart(() => import('../steps/Step1').then((m) => m.Step1));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      loadChunk(load).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => (current = attempt()));
          throw error;
        },
      ),
    );
  let current = attempt();
  return function LazyPart(props: P) {
    return createElement(current, props);
  };
}
