/**
 * The /customers island (issue 11): approved reviews, newest first, a page at a time, with the average
 * rating and the number of reviews. Each review is marked with the language it was written in (a
 * `lang` attribute for screen readers and translation tools, and a visible label in the page's
 * language), and its text is rendered as text: React escapes it, and line breaks are kept by CSS.
 */
import { useEffect, useState } from 'react';
import { LOCALE, MAX_RATING, formatBookingDate } from '../../../core';
import { at, type AccountKey } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { feedbackApi, type ReviewPage } from '../utils/feedback-api';
import type { IslandProps } from './props';

/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 10;

/** Renders the reviews. */
export default function CustomersIsland({ lang, apiBase }: IslandProps) {
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ page: number; reviews: ReviewPage | null } | null>(null);

  useEffect(() => {
    let live = true;
    const load = async () => {
      await startSession(apiBase);
      return feedbackApi(apiBase).reviews(page, REVIEWS_PAGE_SIZE);
    };
    load().then(
      (reviews) => live && setResult({ page, reviews }),
      () => live && setResult({ page, reviews: null }),
    );
    return () => {
      live = false;
    };
  }, [apiBase, page]);

  const current = result?.page === page ? result : null;
  const loaded = current?.reviews;
  const pages = loaded ? Math.max(1, Math.ceil(loaded.meta.count / loaded.meta.PageSize)) : 1;
  const average = loaded?.meta.average;

  return (
    <section aria-labelledby="reviews-title" aria-busy={!current} className="reviews">
      <h2 id="reviews-title" className="visually-hidden">
        {at(lang, 'acc.cust.pages')}
      </h2>
      {!current && (
        <p role="status" className="busy">
          {at(lang, 'acc.cust.loading')}
        </p>
      )}
      {current && !loaded && <p role="alert">{at(lang, 'acc.cust.failed')}</p>}
      {loaded && loaded.meta.count === 0 && <p data-empty>{at(lang, 'acc.cust.empty')}</p>}
      {loaded && average != null && (
        <p className="reviews-summary" data-summary>
          {at(lang, 'acc.cust.summary', {
            average: average.toLocaleString(LOCALE[lang], { maximumFractionDigits: 1 }),
            count: loaded.meta.count,
          })}
        </p>
      )}
      {loaded && loaded.rows.length > 0 && (
        <ol className="review-list">
          {loaded.rows.map((r) => (
            <li key={r.id}>
              <article lang={r.lang} className="review" aria-labelledby={`review-${r.id}-rating`}>
                <p className="review-rating" id={`review-${r.id}-rating`}>
                  <span aria-hidden="true" className="stars">
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(MAX_RATING - r.rating)}
                  </span>{' '}
                  <span lang={lang}>{at(lang, 'acc.cust.rating', { rating: r.rating })}</span>
                </p>
                <p className="review-text">{r.text}</p>
                <p className="review-meta" lang={lang}>
                  {at(lang, 'acc.cust.by', {
                    name: r.name,
                    date: formatBookingDate(r.date, undefined, lang),
                  })}
                  {' · '}
                  <span className="review-lang" data-lang={r.lang}>
                    {at(lang, `acc.cust.lang.${r.lang}` as AccountKey)}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {loaded && pages > 1 && (
        <nav className="actions" aria-label={at(lang, 'acc.cust.pages')}>
          <button type="button" className="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {at(lang, 'acc.orders.previous')}
          </button>
          <span>{at(lang, 'acc.orders.page', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {at(lang, 'acc.orders.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
