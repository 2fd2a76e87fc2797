/**
 * A native disclosure (`<details>`) for what most customers skip (issue 31): another return address or
 * airport on step 1, the less common luggage on step 2. Its summary is a tap target of at least 44 by
 * 44 CSS pixels. Its styles are inline because it only appears on later steps, whose chunks carry
 * them, not the first step's stylesheet (`npm run size`). `open` opens it when it has something to
 * show; the customer may open and close it at will afterwards.
 */
import type { ReactNode } from 'react';

/** Renders a closed-by-default disclosure, opened when `open` is true on render. */
export function Disclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="more" open={open} style={{ margin: '0 0 0.75rem' }}>
      <summary style={{ minHeight: '2.75rem', display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
