/**
 * The parts of the wizard that load on demand: steps 1-3, the overview and its dialogs. Each is its
 * own chunk and loads with the catalogues of the features it shows (widget/i18n/index.ts), so the
 * first step downloads only what it shows; a ChunkBoundary around them offers a retry when one fails.
 */
import { lazyPart } from '../chunks/lazy-part';

export const Step1 = lazyPart(() => import('../steps/Step1').then((m) => m.Step1), ['trip']);
export const Step2 = lazyPart(() => import('../steps/Step2').then((m) => m.Step2), ['vehicle']);
export const Step3 = lazyPart(() => import('../steps/Step3').then((m) => m.Step3), ['person']);
export const Overview = lazyPart(
  () => import('../overview/Overview').then((m) => m.Overview),
  ['overview', 'vehicle'],
);
export const WarningDialog = lazyPart(
  () => import('../overview/WarningDialog').then((m) => m.WarningDialog),
  ['overview'],
);
/** Step 0's event in event mode; the airport wizard never loads it. */
export const EventCard = lazyPart(() => import('../event/EventCard').then((m) => m.EventCard), ['event']);
/** Step 0's word on a wrong agent link (issue 31); only agent mode loads it, with the overview's texts. */
export const AgentLinkMessage = lazyPart(
  () => import('../agent-link/AgentLinkMessage').then((m) => m.AgentLinkMessage),
  ['overview'],
);
/** Step 0's partner logos, from the operator's list (GET partners), fetched after the first render. */
export const Partners = lazyPart(() => import('../partners').then((m) => m.Partners));
/** The change mode's old and new price on the last step (issue 27); a new booking never loads it. */
export const RevisionPanel = lazyPart(
  () => import('../revision/RevisionPanel').then((m) => m.RevisionPanel),
  ['revise'],
);
/** The change mode's applied change (issue 27). */
export const RevisionDone = lazyPart(
  () => import('../revision/RevisionDone').then((m) => m.RevisionDone),
  ['revise'],
);
/** The terms or privacy statement in a dialog, from the consents of step 3 (issue 28). */
export const LegalDialog = lazyPart(
  () => import('../legal/LegalDialog').then((m) => m.LegalDialog),
  ['person'],
);
