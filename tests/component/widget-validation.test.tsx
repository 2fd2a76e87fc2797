/**
 * The field messages of steps 1, 2 and 3 (SPEC 5 "Per step", SPEC 8 "Booking field messages") in
 * Dutch, French and English: each shows next to its control after Next or Book, the control is marked
 * aria-invalid and described by the message, and the message sits in a live region.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsentKey, MessageKey } from '../../core/messages';

/** A field message key with a text of its own (the consents share the one box's, issue 31). */
type FieldKey = Exclude<MessageKey, ConsentKey>;
import {
  LANGS,
  MESSAGES,
  field,
  fillAddresses,
  fillStart,
  group,
  pressNext,
  renderWizard,
  shown,
  stepShown,
  type,
  useTestServer,
  type Lang,
} from './widget-helpers';

useTestServer();

/**
 * Asserts that the message of `key` is shown in a live region and that a control refers to it with
 * aria-describedby; `invalid` also asks for aria-invalid on that control.
 */
function expectAnnounced(lang: Lang, key: FieldKey, invalid = true): void {
  const text = shown(lang, `error.${key}`);
  const nodes = screen.getAllByText(text);
  for (const node of nodes) {
    const region = node.closest('[aria-live], [role="alert"]');
    expect(region, `${key} is in a live region`).toBeTruthy();
    const id = node.closest('[id]')?.id ?? '';
    const selector = `[aria-describedby~="${id}"]${invalid ? '[aria-invalid="true"]' : ''}`;
    expect(document.querySelectorAll(selector).length, `${key} describes its control`).toBeGreaterThan(0);
  }
}

function expectHidden(lang: Lang, key: FieldKey): void {
  expect(screen.queryAllByText(shown(lang, `error.${key}`))).toEqual([]);
}

describe.each(LANGS)('field messages in %s', (lang) => {
  const m = MESSAGES[lang];

  it('step 1 names every missing address and flight field, then lets a complete step pass', async () => {
    await renderWizard({ lang });
    await fillStart({ lang });
    // Step 0 asked the postal code (issue 31): step 1 asks the street, number and flights only.
    pressNext(lang);
    await waitFor(() => expect(screen.getAllByText(m['error.departureAddress']).length).toBeGreaterThan(0));
    for (const key of [
      'departureAddress',
      'departureFlight',
      'retourAddress',
      'retourFlight',
      'origin',
    ] as const)
      expectAnnounced(lang, key);
    // Focus lands on the first field to fix.
    await waitFor(() =>
      expect(document.activeElement).toBe(field(m['addresses.street'], group(lang, 'departure'))),
    );

    await fillAddresses({ lang });
    expect(screen.getByRole('heading', { name: m['extras.heading'] })).toBeTruthy();
  });

  it('step 2 refuses luggage that does not fit one vehicle, and step 3 names every missing detail', async () => {
    await renderWizard({ lang });
    await fillStart({ lang });
    await fillAddresses({ lang });
    type(field(m['extras.pax']), '7');
    type(field(m['extras.koffers']), '8');
    type(field(m['extras.rolstoelen']), '1');
    pressNext(lang);
    await waitFor(() => expectAnnounced(lang, 'cargo', false));
    expect(screen.getByRole('heading', { name: m['extras.heading'] })).toBeTruthy();
    type(field(m['extras.rolstoelen']), '0');
    await waitFor(() => expectHidden(lang, 'cargo'));

    pressNext(lang);
    await stepShown('person.heading', lang);
    fireEvent.click(screen.getByRole('button', { name: m['nav.book'] }));
    await waitFor(() => expect(screen.getAllByText(m['error.firstname']).length).toBe(1));
    for (const key of ['firstname', 'lastname', 'email', 'phone'] as const) expectAnnounced(lang, key);
    // The one consent box (issue 31) says once what its three consents need.
    const consent = screen.getByText(m['error.consentAll']);
    expect(consent.closest('[aria-live]')).toBeTruthy();
    expect(document.querySelector(`[aria-describedby~="${consent.id}"][aria-invalid="true"]`)).toBeTruthy();

    // A fixed field loses its message at once; a fixed-line number is still refused as not mobile.
    type(field(m['person.firstName']), 'Ann');
    type(screen.getByRole('textbox', { name: new RegExp(m['person.phone']) }), '22345678');
    type(field(m['person.email']), 'ann@');
    await waitFor(() => expectHidden(lang, 'firstname'));
    expectAnnounced(lang, 'phone');
    expectAnnounced(lang, 'email');
  });
});

describe('child seats', () => {
  it('a stored draft with three child seats shows the chairs message on step 2', async () => {
    const { unmount } = await renderWizard({ draftKey: 'seats' });
    await fillStart();
    await fillAddresses();
    unmount();
    const key = 'tb.draft.seats';
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    // An older page (or a hand-edited storage) may hold more seats than the form allows.
    stored.state.draft = { ...stored.state.draft, childSeatsSmall: 2, childSeatsMedium: 1 };
    sessionStorage.setItem(key, JSON.stringify(stored));
    await renderWizard({ draftKey: 'seats' }, { waitFor: MESSAGES.en['extras.heading'] });
    await stepShown('extras.heading');
    pressNext();
    await waitFor(() => expectAnnounced('en', 'chairs', false));
  });
});
