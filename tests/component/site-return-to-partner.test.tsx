/**
 * Issue 28: the outcome page's way back to the partner. The link is there at once; the automatic move
 * is announced, and the customer can stop it (WCAG 2.2.1), in nl, fr and en.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_DELAY_SECONDS, ReturnToPartner } from '../../site/src/islands/ReturnToPartner';
import { at } from '../../site/src/utils/account-i18n';

const back = {
  url: 'https://reizen-zuid.example/boeken?tb_booking=TB100001&tb_outcome=paid',
  partner: 'Reizen Zuid',
  outcome: 'paid',
} as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(['nl', 'fr', 'en'] as const)('the way back to the partner in %s', (lang) => {
  const values = { partner: back.partner, seconds: RETURN_DELAY_SECONDS };

  it('shows the link, announces the move, and goes back once the delay is over', () => {
    const go = vi.fn();
    render(<ReturnToPartner lang={lang} back={back} go={go} />);
    const link = screen.getByRole('link', { name: at(lang, 'acc.outcome.back', values) });
    expect(link.getAttribute('href')).toBe(back.url);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe(at(lang, 'acc.outcome.backSoon', values));
    act(() => void vi.advanceTimersByTime(RETURN_DELAY_SECONDS * 1000));
    expect(go).toHaveBeenCalledWith(back.url);
  });

  it('stays when the customer asks, says so, and keeps the link', () => {
    const go = vi.fn();
    render(<ReturnToPartner lang={lang} back={back} go={go} />);
    fireEvent.click(screen.getByRole('button', { name: at(lang, 'acc.outcome.backStop') }));
    act(() => void vi.advanceTimersByTime(RETURN_DELAY_SECONDS * 3000));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(at(lang, 'acc.outcome.backStopped', values));
    expect(document.activeElement).toBe(screen.getByRole('link'));
  });
});
