/**
 * The error boundary around the parts that load on demand. When a chunk fails (a ChunkLoadError) it
 * shows what happened with a retry button instead of the part, and tells the host page with a
 * `tb-error` event (action `chunk`). Retrying renders the part again, which imports its chunk again;
 * the draft lives in the element's store above the boundary, so nothing typed is lost. Other errors
 * are not this boundary's business and go on to the next one up.
 */
import { Component, type ReactNode } from 'react';
import { useBookingStore, useT } from '../store/context';
import { retryFailedParts } from './lazy-part';
import { ChunkLoadError } from './load-chunk';

/** Props of {@link ChunkBoundary}. */
export interface ChunkBoundaryProps {
  children: ReactNode;
  /** Called after the retry button was pressed, e.g. to put the focus back on the step. */
  onRetry?: () => void;
}

interface BoundaryProps extends ChunkBoundaryProps {
  message: string;
  retryLabel: string;
  onFailure(): void;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onFailure();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <div role="alert" className="alert chunk-failed" part="alert">
        <p>{this.props.message}</p>
        <button
          type="button"
          part="button"
          onClick={() => {
            retryFailedParts();
            this.setState({ error: null });
            this.props.onRetry?.();
          }}
        >
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

/** Renders `children`, or the retry message while one of their chunks failed to load. */
export function ChunkBoundary({ children, onRetry }: ChunkBoundaryProps) {
  const t = useT();
  const store = useBookingStore();
  return (
    <Boundary
      message={t('api.chunk')}
      retryLabel={t('wizard.retry')}
      onFailure={() => store.getState().reportChunkFailure()}
      {...(onRetry ? { onRetry } : {})}
    >
      {children}
    </Boundary>
  );
}
