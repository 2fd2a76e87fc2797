/** The frame every catalogue section of the back office shares: its named region, heading and status line. */
import type { ReactNode } from 'react';

/** Props of {@link CatalogueFrame}. */
export interface CatalogueFrameProps {
  /** The section's id prefix; the heading is `${id}-h` and names the region. */
  id: string;
  title: string;
  /** What the last change did, read out politely. */
  message: ReactNode;
  children: ReactNode;
}

/** Renders a catalogue section: the heading that names it, its status line, then its content. */
export function CatalogueFrame({ id, title, message, children }: CatalogueFrameProps) {
  return (
    <section aria-labelledby={`${id}-h`} className="bo-catalogue">
      <h2 id={`${id}-h`}>{title}</h2>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {children}
    </section>
  );
}
