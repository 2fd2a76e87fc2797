/**
 * A leg's state on the dispatch sheet (issue 26): what the driver reported (on the way, customer on
 * board) or the outcome (done, no show), in the reader's language; nothing while unmarked. The sheet
 * polls (use-sheet-refresh.ts), so the badge follows the driver's phone without a reload.
 */
import { LEG_STATES, type LegState } from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';

const isLegState = (s: string): s is LegState => (LEG_STATES as readonly string[]).includes(s);

/** Props: the reader's language and the leg's stored state ('' when unmarked). */
export interface LegStateBadgeProps {
  lang: Lang;
  state: string;
}

/** Renders the badge, preceded by a separator from the notes before it. */
export default function LegStateBadge({ lang, state }: LegStateBadgeProps) {
  if (!isLegState(state)) return null;
  return (
    <>
      {' '}
      <span className="bo-leg-state" data-leg-state={state}>
        {ot(lang, `outcome.${state}`)}
      </span>
    </>
  );
}
