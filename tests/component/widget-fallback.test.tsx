/**
 * When the messages of the visitor's language cannot load (a failed chunk), the element still speaks
 * that language: its fallback catalogue (widget/i18n/fallback.ts), not a hard-coded English sentence.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../widget/App';
import fallback from '../../widget/i18n/fallback';

vi.mock('../../widget/i18n/start-fr', () => {
  throw new Error('The French messages chunk failed to load.');
});

afterEach(cleanup);

describe('<transfer-booking> whose messages fail to load', () => {
  it("says so in the visitor's language", async () => {
    render(<App lang="fr" leave={{ navigate: vi.fn(), postForm: vi.fn() }} />);
    const status = await screen.findByText(fallback.fr['wizard.loadFailed']);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: fallback.fr['wizard.retry'] })).toBeTruthy();
    expect(screen.queryByText(fallback.en['wizard.loadFailed'])).toBeNull();
  });
});
