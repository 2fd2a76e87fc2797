/**
 * The change mode's end (issue 27) when no payment is needed: the change is applied, and the step says
 * what it did (the new total beside the old one, the coupon that gives a difference back) and links
 * back to the manage page. The manage page itself replaces the wizard with its own confirmation.
 */
import { LOCALE, formatEuros } from '../../core';
import type { RevisionResult } from '../api/revision';
import { useLang, useT } from '../store/context';
import { SiteLink } from '../ui/SiteLink';

/** Renders the applied change `done`, whose old total was `oldCents`. */
export function RevisionDone({ done, oldCents }: { done: RevisionResult; oldCents: number }) {
  const t = useT();
  const lang = useLang();
  const money = (cents: number) => formatEuros(cents, LOCALE[lang]);
  const amount = money(Math.abs(done.difference_cents));
  return (
    <div role="status" data-testid="revision-done">
      <p>
        {t('revise.done.total', {
          amount: money(oldCents + done.difference_cents),
          old: money(oldCents),
        })}
      </p>
      {done.difference_cents !== 0 && done.settlement !== 'none' && done.settlement !== 'pay' && (
        <p>{t(`revise.settle.${done.settlement}`, { amount })}</p>
      )}
      {done.coupon_code && <p>{t('revise.done.coupon', { code: done.coupon_code })}</p>}
      <p>{t('revise.done.mail')}</p>
      <p>
        <SiteLink slug="manage" part="button">
          {t('revise.done.back')}
        </SiteLink>
      </p>
    </div>
  );
}
