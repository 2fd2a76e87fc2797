/**
 * The monthly statement of the agent's invoice orders: a month field (last month by default) and
 * download links for the PDF and the CSV, which the server writes in the agent's language.
 */
import { useEffect, useId, useState } from 'react';
import type { Lang } from '../../utils/i18n';
import type { PortalApi } from '../../utils/portal-api';
import { pt } from '../../utils/portal-i18n';

/** Last month as 'YYYY-MM' in the browser's calendar. */
function lastMonth(): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Props of {@link StatementLinks}. */
export interface StatementLinksProps {
  lang: Lang;
  api: PortalApi;
}

/** Renders the month field and the two download links. */
export function StatementLinks({ lang, api }: StatementLinksProps) {
  const id = useId();
  const [month, setMonth] = useState(lastMonth);
  const [links, setLinks] = useState<{ month: string; pdf: string; csv: string } | null>(null);
  const valid = /^\d{4}-\d{2}$/.test(month);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void Promise.all([api.statementUrl(month, 'pdf'), api.statementUrl(month, 'csv')]).then(
      ([pdf, csv]) => live && setLinks({ month, pdf, csv }),
    );
    return () => {
      live = false;
    };
  }, [api, month, valid]);

  return (
    <div className="portal-statement">
      <label htmlFor={id}>{pt(lang, 'portal.month')}</label>
      <input id={id} type="month" value={month} onChange={(e) => setMonth(e.currentTarget.value)} />
      {valid && links?.month === month && (
        <p>
          <a href={links.pdf} download data-statement="pdf">
            {pt(lang, 'portal.pdf')}
          </a>{' '}
          <a href={links.csv} download data-statement="csv">
            {pt(lang, 'portal.csv')}
          </a>
        </p>
      )}
    </div>
  );
}
