/**
 * The back office's meeting point per airport (issue 26): one form per served airport with a labelled
 * text per language (each textarea in its own language), the default shown under an empty field, a
 * save that sends the three texts and reports itself; in nl, fr and en, with nothing axe finds serious.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../client';
import type { BackofficeMeetingPoint, Lang } from '../../core';
import { MeetingPointsForm } from '../../site/src/islands/backoffice/MeetingPoints';
import { boCatalogueEn } from '../../site/src/i18n/bo-catalogue-en';
import { boCatalogueFr } from '../../site/src/i18n/bo-catalogue-fr';
import { boCatalogueNl } from '../../site/src/i18n/bo-catalogue-nl';
import { backofficeEn } from '../../site/src/i18n/backoffice-en';
import { backofficeFr } from '../../site/src/i18n/backoffice-fr';
import { backofficeNl } from '../../site/src/i18n/backoffice-nl';

afterEach(cleanup);

const texts = { nl: boCatalogueNl, fr: boCatalogueFr, en: boCatalogueEn } as const;

const points: BackofficeMeetingPoint[] = [
  {
    airport: 'BRU',
    name: 'Brussels Airport',
    served: true,
    texts: { nl: '', fr: '', en: 'Arrivals hall, exit of baggage claim, driver with a name sign.' },
    defaults: {
      nl: 'Aankomsthal Brussels Airport: uw chauffeur wacht met een naambordje.',
      fr: 'Hall des arrivées Brussels Airport : votre chauffeur vous attend avec un panneau.',
      en: 'Arrivals hall Brussels Airport: your driver waits with a name sign.',
    },
  },
  {
    airport: 'CRL',
    name: 'Brussels South Charleroi Airport',
    served: true,
    texts: { nl: '', fr: '', en: '' },
    defaults: { nl: 'Aankomsthal CRL.', fr: 'Hall des arrivées CRL.', en: 'Arrivals hall CRL.' },
  },
];

describe('the meeting points screen', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`edits and saves an airport’s texts in ${lang}, and axe finds nothing serious`, async () => {
      const t = texts[lang];
      const onSave = vi.fn(async (_airport: string, sent: Record<Lang, string>) => sent);
      render(<MeetingPointsForm lang={lang} points={points} onSave={onSave} />);
      expect(screen.getByRole('heading', { name: t['cat.meeting'] })).toBeTruthy();
      const bru = screen.getByRole('form', { name: 'Brussels Airport (BRU)' });
      expect(screen.getAllByRole('form')).toHaveLength(2);
      const french = screen.getAllByLabelText(t['cat.meeting.fr'])[0] as HTMLTextAreaElement;
      expect(french.getAttribute('lang')).toBe('fr');
      // The default the customer gets while the field is empty describes the field.
      const hint = document.getElementById(french.getAttribute('aria-describedby')!);
      expect(hint?.textContent).toContain(points[0]!.defaults.fr);
      fireEvent.change(french, { target: { value: 'Hall des arrivées, sortie des bagages.' } });
      const save = t['cat.meeting.save'].replace('{airport}', 'BRU');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: save }));
      });
      expect(onSave).toHaveBeenCalledWith('BRU', {
        nl: '',
        fr: 'Hall des arrivées, sortie des bagages.',
        en: points[0]!.texts.en,
      });
      expect(screen.getByRole('status').textContent).toBe(
        t['cat.meeting.saved'].replace('{airport}', 'Brussels Airport'),
      );
      expect(bru).toBeTruthy();
      // happy-dom has no layout, so colour contrast is the browser test's.
      const found = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        resultTypes: ['violations'],
      });
      expect(found.violations.map((v) => v.id)).toEqual([]);
    });
  }

  it('reports a refused save in the status line', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('The field "fr" is invalid: at most 300 characters');
    });
    render(<MeetingPointsForm lang="en" points={points} onSave={onSave} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the meeting point of CRL' }));
    });
    const prefix = boCatalogueEn['cat.failed'].split('{reason}')[0]!;
    expect(screen.getByRole('status').textContent?.startsWith(prefix)).toBe(true);
  });

  // Issue 30 (copy review 2.3): the server's English error_description stays out of sight; the status
  // line says why in the operator's language, from the API's error code.
  const frame = { nl: backofficeNl, fr: backofficeFr, en: backofficeEn } as const;
  const english = 'The field "fr" is invalid: at most 300 characters';
  for (const lang of ['nl', 'fr'] as const) {
    it(`words a refused save from its error code in ${lang}, never in the server's English`, async () => {
      const onSave = vi.fn(async () => {
        throw new ApiFailure('api.backoffice', {
          status: 400,
          code: 'invalid_request',
          field: 'fr',
          description: english,
        });
      });
      render(<MeetingPointsForm lang={lang} points={points} onSave={onSave} />);
      const save = texts[lang]['cat.meeting.save'].replace('{airport}', 'CRL');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: save }));
      });
      const status = screen.getByRole('status').textContent;
      expect(status).toBe(
        texts[lang]['cat.failed'].replace('{reason}', frame[lang]['bo.error.invalid_request']),
      );
      expect(status).not.toContain('invalid');
    });

    it(`gives a general message in ${lang} for an error code it has no text for`, async () => {
      const onSave = vi.fn(async () => {
        throw new ApiFailure('api.backoffice', { status: 409, code: 'brand_new_code', description: english });
      });
      render(<MeetingPointsForm lang={lang} points={points} onSave={onSave} />);
      const save = texts[lang]['cat.meeting.save'].replace('{airport}', 'CRL');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: save }));
      });
      expect(screen.getByRole('status').textContent).toBe(
        texts[lang]['cat.failed'].replace('{reason}', frame[lang]['bo.error.other']),
      );
    });
  }
});
