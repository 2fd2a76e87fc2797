/**
 * The agents' portal's partner figures (issue 28): the settled bookings and revenue that the partner
 * links of the agent's own licence brought, per campaign and month. The server answers only the
 * partners of the agent's licence.
 */
import { useEffect, useState } from 'react';
import type { PartnerFigure } from '../../../../core';
import { reasonOf } from '../../utils/backoffice-api';
import { gt } from '../../utils/figures-i18n';
import type { Lang } from '../../utils/i18n';
import type { portalApi } from '../../utils/portal-api';
import { PartnerFiguresTable } from '../PartnerFiguresTable';

/** The months the portal shows: a year, this month included. */
const MONTHS = 12;

/** Props of {@link PartnerFigures}. */
export interface PartnerFiguresProps {
  lang: Lang;
  api: ReturnType<typeof portalApi>;
}

/** Renders the agent's partner figures, or why they could not be loaded. */
export function PartnerFigures({ lang, api }: PartnerFiguresProps) {
  const [rows, setRows] = useState<PartnerFigure[] | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    api.partnerFigures(MONTHS).then(
      (r) => live && setRows(r),
      (e: unknown) => live && setFailure(reasonOf(e, lang)),
    );
    return () => {
      live = false;
    };
  }, [api, lang]);
  if (failure) return <p role="alert">{gt(lang, 'figures.failed', { reason: failure })}</p>;
  if (rows === null) return <p aria-busy="true">{gt(lang, 'figures.loading')}</p>;
  return (
    <>
      <p>{gt(lang, 'figures.hint', { months: MONTHS })}</p>
      <PartnerFiguresTable lang={lang} rows={rows} months={MONTHS} />
    </>
  );
}
