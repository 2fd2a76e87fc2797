/**
 * What the dispatch sheet says of a return leg's landing (issue 26) under its pickup time: the pickup
 * moved by a late flight, old → new (marked, so it stands out on screen and on paper), and the
 * landing with where it came from. Nothing for a leg without a known landing.
 */
import type { LegLanding } from '../../../../core';
import { ft } from '../../utils/bo-flights-i18n';
import type { Lang } from '../../utils/i18n';

/** Props: the leg's landing fields (absent on a departure leg). */
export interface LandingNoteProps {
  lang: Lang;
  leg: Partial<LegLanding>;
}

/** Renders the note. */
export default function LandingNote({ lang, leg }: LandingNoteProps) {
  if (!leg.landing_time || !leg.landing_source) return null;
  const source = ft(
    lang,
    leg.landing_source === 'provider' ? 'landing.source.provider' : 'landing.source.dispatcher',
  );
  return (
    <>
      {leg.pickup_moved_from && leg.effective_pickup && leg.pickup_moved_from !== leg.effective_pickup && (
        <>
          <br />
          <mark className="bo-moved">
            {ft(lang, 'landing.movedNote', { from: leg.pickup_moved_from, to: leg.effective_pickup })}
          </mark>
        </>
      )}
      <br />
      <small>
        {ft(lang, 'landing.note', { landing: leg.landing_time, source })}
        {leg.landed && ` · ${ft(lang, 'landing.landed')}`}
      </small>
    </>
  );
}
