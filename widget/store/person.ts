/** The person slice: names, contact data and the three consents of step 3. */
import { patchDraft } from './helpers';
import type { PersonSlice, SliceArgs } from './types';

/** Creates the person slice's actions. */
export function personActions(...[set, get]: SliceArgs): Omit<PersonSlice, 'isMobile'> {
  return {
    setPerson(field, value) {
      patchDraft(set, get, { [field]: value });
    },
    setConsent(field, on) {
      patchDraft(set, get, { [field]: on });
    },
  };
}
