/**
 * The operator's change notice names each changed field by its label (issue 30): the mail catalogues
 * hold a `change.field.*` label in nl, fr and en for exactly the columns the manage call may change.
 */
import { describe, expect, it } from 'vitest';
import { CHANGEABLE } from '../../../server/manage/change';
import { changedFieldLabel } from '../../../server/mail/manage-mails';
import { MAIL_MESSAGES } from '../../../server/mail/mail-texts';

describe('the change notice’s field labels', () => {
  it.each(['nl', 'fr', 'en'] as const)('in %s are those of the changeable columns, no more', (lang) => {
    const labelled = Object.keys(MAIL_MESSAGES[lang])
      .filter((key) => key.startsWith('change.field.'))
      .map((key) => key.slice('change.field.'.length));
    expect(labelled.sort()).toEqual(Object.keys(CHANGEABLE).sort());
  });

  it('gives a word for a column and leaves any other key as it is', () => {
    expect(changedFieldLabel('telklant')).not.toBe('telklant');
    expect(changedFieldLabel('Terugvlucht')).toBe('Terugvlucht');
  });
});
