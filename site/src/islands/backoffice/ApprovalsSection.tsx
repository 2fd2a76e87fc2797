/**
 * The back office's approvals (issue 13): organiser requests still waiting (approve or refuse; the
 * server sends the decision's e-mail) and customer feedback (approve to show it on /customers, or
 * hide). Decided requests and hidden feedback leave the lists.
 */
import { useId, useState } from 'react';
import { ORGANISER_REFUSAL_REASON_MAX } from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { BackofficeFeedback, BackofficeOrganiser } from '../../../../core';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';
import { CatalogueFrame } from './CatalogueFrame';

type Request = BackofficeOrganiser;
type Feedback = BackofficeFeedback;

async function fetchAll(apiBase: string | undefined) {
  const api = backofficeHttp(apiBase);
  const [requests, feedback] = await Promise.all([
    api.get<Request[]>('backoffice/organisers', { status: 'requested' }),
    api.get<Feedback[]>('backoffice/feedback', { status: 'pending' }),
  ]);
  return { requests: requests.data, feedback: feedback.data };
}

/** Renders the approvals section. */
export default function ApprovalsSection({ lang, apiBase }: SectionProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  // The refusal reason typed for each request, by user id; it goes into the refusal e-mail.
  const [reasons, setReasons] = useState<Record<number, string>>({});

  const { data, reload } = useLoaded(
    apiBase ?? '',
    () => fetchAll(apiBase),
    (e) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );

  async function act(path: string, body: unknown) {
    try {
      await backofficeHttp(apiBase).post(path, body);
      setMessage(ct(lang, 'cat.saved'));
      await reload();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  const button = (label: string, name: string, onClick: () => void) => (
    <button type="button" onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </button>
  );

  return (
    <CatalogueFrame id={id} title={ct(lang, 'cat.approvals')} message={message}>
      {data === null ? (
        <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
      ) : (
        <>
          <h3>{ct(lang, 'cat.approvals.organisers')}</h3>
          {data.requests.length === 0 ? (
            <p>{ct(lang, 'cat.approvals.none')}</p>
          ) : (
            <table className="cards">
              <caption>{ct(lang, 'cat.approvals.organisers')}</caption>
              <thead>
                <tr>
                  <th scope="col">{ct(lang, 'cat.approvals.organisation')}</th>
                  <th scope="col">{ct(lang, 'cat.staff.email')}</th>
                  <th scope="col">{ct(lang, 'cat.approvals.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.requests.map((r) => (
                  <tr key={r.user_id}>
                    <th scope="row">{r.organisation}</th>
                    <td>{r.username}</td>
                    <td>
                      {button(
                        ct(lang, 'cat.approvals.approve'),
                        r.organisation,
                        () =>
                          void act(`backoffice/organisers/${r.user_id}/decision`, { decision: 'approved' }),
                      )}{' '}
                      <label htmlFor={`${id}-reason-${r.user_id}`}>
                        {ct(lang, 'cat.approvals.reason', { organisation: r.organisation })}
                      </label>{' '}
                      <input
                        id={`${id}-reason-${r.user_id}`}
                        maxLength={ORGANISER_REFUSAL_REASON_MAX}
                        value={reasons[r.user_id] ?? ''}
                        onChange={(e) => setReasons({ ...reasons, [r.user_id]: e.currentTarget.value })}
                      />{' '}
                      {button(
                        ct(lang, 'cat.approvals.refuse'),
                        r.organisation,
                        () =>
                          void act(`backoffice/organisers/${r.user_id}/decision`, {
                            decision: 'refused',
                            reason: reasons[r.user_id]?.trim() || undefined,
                          }),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>{ct(lang, 'cat.approvals.feedback')}</h3>
          {data.feedback.length === 0 ? (
            <p>{ct(lang, 'cat.approvals.none')}</p>
          ) : (
            <table className="cards">
              <caption>{ct(lang, 'cat.approvals.feedback')}</caption>
              <thead>
                <tr>
                  <th scope="col">{ct(lang, 'cat.partners.name')}</th>
                  <th scope="col">{ct(lang, 'cat.approvals.rating')}</th>
                  <th scope="col">{ct(lang, 'cat.approvals.text')}</th>
                  <th scope="col">{ct(lang, 'cat.approvals.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.feedback.map((f) => (
                  <tr key={f.id}>
                    <th scope="row">{f.display_name}</th>
                    <td>{f.rating}/5</td>
                    <td>{f.body}</td>
                    <td>
                      {button(
                        ct(lang, 'cat.approvals.approve'),
                        `${f.display_name} ${f.id}`,
                        () => void act(`backoffice/feedback/${f.id}/status`, { status: 'approved' }),
                      )}{' '}
                      {button(
                        ct(lang, 'cat.approvals.hide'),
                        `${f.display_name} ${f.id}`,
                        () => void act(`backoffice/feedback/${f.id}/status`, { status: 'hidden' }),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </CatalogueFrame>
  );
}
