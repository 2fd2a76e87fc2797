/**
 * The back office's partner figures (issue 28, docs/prefill-attribution.md): settled bookings and
 * revenue per partner and campaign, per month, for the operator.
 */
import { useId, useState } from 'react';
import type { PartnerFigure } from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { gt } from '../../utils/figures-i18n';
import { PartnerFiguresTable } from '../PartnerFiguresTable';
import { CatalogueFrame } from './CatalogueFrame';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';

/** The months the section shows: a year, this month included. */
const MONTHS = 12;

/** Renders the partner figures section. */
export default function PartnerFiguresSection({ lang, apiBase }: SectionProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const { data: rows } = useLoaded(
    apiBase ?? '',
    async () =>
      (
        await backofficeHttp(apiBase).get<PartnerFigure[]>('backoffice/partner-figures', {
          months: String(MONTHS),
        })
      ).data,
    (e) => setMessage(gt(lang, 'figures.failed', { reason: reasonOf(e, lang) })),
  );
  return (
    <CatalogueFrame id={id} title={gt(lang, 'figures.title')} message={message}>
      <p>{gt(lang, 'figures.hint', { months: MONTHS })}</p>
      {rows === null ? (
        <p aria-busy="true">{gt(lang, 'figures.loading')}</p>
      ) : (
        <PartnerFiguresTable lang={lang} rows={rows} months={MONTHS} />
      )}
    </CatalogueFrame>
  );
}
