/**
 * The monthly statement of the agent's invoice orders: a month field (last month by default) and
 * download buttons for the PDF and the CSV, which the server writes in the agent's language. Each button
 * asks for a short-lived link signed for that one file (issue 23), so no token goes into an address.
 */
import { useId, useState } from 'react';
import type { Lang } from '../../utils/i18n';
import type { PortalApi } from '../../utils/portal-api';
import { pt } from '../../utils/portal-i18n';
import { DownloadButton, type DownloadStatus } from '../DownloadButton';
import { Status, type StatusMessage } from '../Status';

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
  /** Sends the browser to a signed link; `location.assign` unless given. */
  follow?: ((url: string) => void) | undefined;
}

/** Renders the month field, the two download buttons and their status line. */
export function StatementLinks({ lang, api, follow }: StatementLinksProps) {
  const id = useId();
  const [month, setMonth] = useState(lastMonth);
  const [notice, setNotice] = useState<StatusMessage>(null);
  const valid = /^\d{4}-\d{2}$/.test(month);
  const report = (status: DownloadStatus) =>
    setNotice(
      status === 'busy'
        ? { kind: 'busy', text: pt(lang, 'portal.downloading') }
        : status === 'error'
          ? { kind: 'error', text: pt(lang, 'portal.downloadFailed') }
          : null,
    );

  return (
    <div className="portal-statement">
      <label htmlFor={id}>{pt(lang, 'portal.month')}</label>
      <input id={id} type="month" value={month} onChange={(e) => setMonth(e.currentTarget.value)} />
      {valid && (
        <p>
          {(['pdf', 'csv'] as const).map((format) => (
            <DownloadButton
              key={format}
              kind={`statement-${format}`}
              label={pt(lang, format === 'pdf' ? 'portal.pdf' : 'portal.csv')}
              link={() => api.statementLink(month, format)}
              onStatus={report}
              follow={follow}
            />
          ))}
        </p>
      )}
      <Status message={notice} />
    </div>
  );
}
