/**
 * The parts of the wizard that load on demand: steps 1-3, the overview and its dialogs. Each is its
 * own chunk, so the first step downloads only what it shows.
 */
import { lazy } from 'react';

export const Step1 = lazy(() => import('../steps/Step1').then((m) => ({ default: m.Step1 })));
export const Step2 = lazy(() => import('../steps/Step2').then((m) => ({ default: m.Step2 })));
export const Step3 = lazy(() => import('../steps/Step3').then((m) => ({ default: m.Step3 })));
export const Overview = lazy(() => import('../overview/Overview').then((m) => ({ default: m.Overview })));
export const WarningDialog = lazy(() =>
  import('../overview/WarningDialog').then((m) => ({ default: m.WarningDialog })),
);
