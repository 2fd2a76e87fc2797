/**
 * The widget's texts load by feature, in the element's language only (widget/i18n/index.ts): the first
 * step brings the frame's and step 0's catalogue (and the overview beside it its own and the vehicle
 * names it shows), each later step its own when it shows. The widget's one chunk loader is wrapped so
 * the test sees which modules it loaded.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LoadChunk from '../../widget/chunks/load-chunk';
import { WIDGET_CATALOGUES, fr } from '../support/widget-texts';
import { fillAddresses, fillStart, renderWizard, stepShown, useTestServer } from './widget-helpers';

/** The modules the widget's chunk loader resolved with, in order. */
const loaded = vi.hoisted(() => [] as unknown[]);

vi.mock('../../widget/chunks/load-chunk', async (original) => {
  const actual = await original<typeof LoadChunk>();
  return {
    ...actual,
    loadChunk: async <T,>(importer: () => Promise<T>, timeoutMs?: number) => {
      const module = await actual.loadChunk(importer, timeoutMs);
      loaded.push(module);
      return module;
    },
  };
});

/** The catalogues loaded so far, as `<feature>-<lang>`, sorted. */
function cataloguesLoaded(): string[] {
  const defaults = new Set(loaded.map((m) => (m as { default?: unknown }).default));
  return Object.entries(WIDGET_CATALOGUES)
    .flatMap(([feature, texts]) =>
      Object.entries(texts)
        .filter(([, catalogue]) => defaults.has(catalogue))
        .map(([lang]) => `${feature}-${lang}`),
    )
    .sort();
}

useTestServer();

describe("the widget's catalogues", () => {
  it('load with the part that shows them, in the language of the element only', async () => {
    await renderWizard({ lang: 'fr' });
    await screen.findByRole('heading', { name: fr['overview.heading'] });
    expect(cataloguesLoaded()).toEqual(['overview-fr', 'start-fr', 'vehicle-fr']);
    await fillStart({ lang: 'fr' });
    expect(cataloguesLoaded()).toEqual(['overview-fr', 'start-fr', 'trip-fr', 'vehicle-fr']);
    await fillAddresses({ lang: 'fr' });
    await stepShown('extras.heading', 'fr');
    expect(cataloguesLoaded()).toEqual(['overview-fr', 'start-fr', 'trip-fr', 'vehicle-fr']);
  });
});
