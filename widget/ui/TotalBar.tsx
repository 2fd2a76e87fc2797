/**
 * The overview on phones (issue 17): collapsed into a total bar fixed to the bottom of the screen, with
 * a button that opens the whole overview and takes the customer there; on wider screens the overview
 * shows as before and the bar is not rendered.
 */
import { useEffect, useState } from 'react';
import { LOCALE, formatEuros } from '../../core';
import { useLang, useT } from '../store/context';

/** Widths up to this are phones: the overview collapses into the bar. */
export const PHONE_QUERY = '(max-width: 40em)';

/** Tells whether the screen is a phone's width, following changes (rotation, resizing). */
export function usePhone(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY) : null;
  const [phone, setPhone] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const on = () => setPhone(query.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, [query]);
  return phone;
}

/** Props of {@link TotalBar}. */
export interface TotalBarProps {
  uid: string;
  /** The total in euros, or null before a price. */
  total: number | null;
  /** A price is being recalculated: the bar says so instead of the last total (issue 31). */
  loading?: boolean;
  open: boolean;
  onToggle: () => void;
}

/** Renders the phone's total bar, or nothing on wider screens. */
export function TotalBar({ uid, total, loading, open, onToggle }: TotalBarProps) {
  const t = useT();
  const lang = useLang();
  const phone = usePhone();
  if (!phone) return null;
  const price = total === null ? '—' : formatEuros(Math.round(total * 100), LOCALE[lang]);
  return (
    <div
      className="total-bar"
      part="total-bar"
      data-testid="total-bar"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 10,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: '0.5rem 1rem',
        background: 'Canvas',
        color: 'CanvasText',
        borderTop: '1px solid #8a8a8a',
      }}
    >
      <strong aria-live="polite">{loading ? t('overview.priceLoading') : t('ov.totalBar', { price })}</strong>
      <button
        type="button"
        part="button"
        aria-expanded={open}
        aria-controls={`${uid}-ov-body`}
        style={{ minHeight: '2.75rem' }}
        onClick={() => {
          onToggle();
          if (!open) setTimeout(() => document.getElementById(`${uid}-ov-body`)?.scrollIntoView(), 0);
        }}
      >
        {t('ov.details')}
      </button>
    </div>
  );
}
