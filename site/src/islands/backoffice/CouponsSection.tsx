/**
 * The back office's coupons (issue 13): campaign coupons and, in a table apart, refund coupons, each
 * with its uses and a button to disable or enable it; the orders that used a coupon on request; and a
 * form to create a campaign coupon (the `create-coupon` command's rules, checked by the server).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  LOCALE,
  formatEuros,
  type BackofficeCoupon,
  type BackofficeCouponUse,
  type BackofficeCouponUses,
} from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { Lang } from '../../utils/i18n';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';
import { CatalogueFrame } from './CatalogueFrame';

type Coupon = BackofficeCoupon;
type Use = BackofficeCouponUse;

/** Renders the coupons section. */
export default function CouponsSection({ lang, apiBase }: SectionProps) {
  const http = backofficeHttp(apiBase);
  const id = useId();
  const [uses, setUses] = useState<{ code: string; rows: Use[] } | null>(null);
  const [message, setMessage] = useState('');
  const [form, setForm] = useState({ code: '', campaign: '', amount: '', max_uses: '' });

  const fetchLists = async () => {
    const api = backofficeHttp(apiBase);
    const [campaign, refund] = await Promise.all([
      api.get<Coupon[]>('backoffice/coupons', { kind: 'campaign' }),
      api.get<Coupon[]>('backoffice/coupons', { kind: 'refund' }),
    ]);
    return { campaign: campaign.data, refund: refund.data };
  };
  const { data: lists, reload: load } = useLoaded(apiBase ?? '', fetchLists, (e) =>
    setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );

  async function add(e: FormEvent) {
    e.preventDefault();
    try {
      const made = (
        await http.post<Coupon>('backoffice/coupons', {
          code: form.code,
          campaign: form.campaign,
          amount: form.amount,
          ...(form.max_uses ? { max_uses: form.max_uses } : {}),
        })
      ).data;
      setMessage(ct(lang, 'cat.coupons.added', { code: made.code }));
      setForm({ code: '', campaign: '', amount: '', max_uses: '' });
      await load();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  async function toggle(c: Coupon) {
    try {
      await http.post(`backoffice/coupons/${c.id}/disable`, { disabled: !c.disabled });
      setMessage(ct(lang, 'cat.saved'));
      await load();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  async function showUses(c: Coupon) {
    try {
      const r = await http.get<BackofficeCouponUses>(`backoffice/coupons/${c.id}/uses`);
      setUses({ code: c.code, rows: r.data.uses });
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  const table = (rows: Coupon[], caption: string) => (
    <table className="cards">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{ct(lang, 'cat.coupons.code')}</th>
          <th scope="col">{ct(lang, 'cat.coupons.campaignName')}</th>
          <th scope="col">{ct(lang, 'cat.coupons.value')}</th>
          <th scope="col">{ct(lang, 'cat.coupons.valid')}</th>
          <th scope="col">{ct(lang, 'cat.coupons.uses')}</th>
          <th scope="col">{ct(lang, 'cat.staff.state')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <th scope="row">{c.code}</th>
            <td>{c.campaign}</td>
            <td>{value(c, lang)}</td>
            <td>
              {c.valid_from} – {c.valid_until}
            </td>
            <td>
              {c.use_count}
              {c.max_uses !== null ? ` / ${c.max_uses}` : ''}{' '}
              <button
                type="button"
                onClick={() => void showUses(c)}
                aria-label={ct(lang, 'cat.coupons.showUsesOf', { code: c.code })}
              >
                {ct(lang, 'cat.coupons.showUses')}
              </button>
            </td>
            <td>
              {ct(lang, c.disabled ? 'cat.staff.disabled' : 'cat.staff.enabled')}{' '}
              <button
                type="button"
                onClick={() => void toggle(c)}
                aria-label={`${ct(lang, c.disabled ? 'cat.staff.enable' : 'cat.staff.disable')}: ${c.code}`}
              >
                {ct(lang, c.disabled ? 'cat.staff.enable' : 'cat.staff.disable')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const input = (key: 'code' | 'campaign' | 'amount' | 'max_uses', label: string, numeric = false) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        required={key !== 'max_uses'}
        inputMode={numeric ? 'decimal' : undefined}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
      />
    </p>
  );

  return (
    <CatalogueFrame id={id} title={ct(lang, 'cat.coupons')} message={message}>
      {lists === null ? (
        <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
      ) : (
        <>
          {table(lists.campaign, ct(lang, 'cat.coupons.campaign'))}
          {table(lists.refund, ct(lang, 'cat.coupons.refund'))}
        </>
      )}
      {uses && (
        <section aria-labelledby={`${id}-uses`}>
          <h3 id={`${id}-uses`}>{ct(lang, 'cat.coupons.usesOf', { code: uses.code })}</h3>
          {uses.rows.length === 0 ? (
            <p>{ct(lang, 'cat.coupons.noUses')}</p>
          ) : (
            <ul>
              {uses.rows.map((u) => (
                <li key={u.order_id}>
                  {ct(lang, 'cat.coupons.order')} {u.bonnr}: {ct(lang, 'cat.coupons.reduction')}{' '}
                  {formatEuros(u.reduction_cents, LOCALE[lang])}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <form onSubmit={(e) => void add(e)} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{ct(lang, 'cat.coupons.add')}</h3>
        {input('code', ct(lang, 'cat.coupons.code'))}
        {input('campaign', ct(lang, 'cat.coupons.campaignName'))}
        {input('amount', ct(lang, 'cat.coupons.amount'), true)}
        {input('max_uses', ct(lang, 'cat.coupons.maxUses'), true)}
        <button type="submit">{ct(lang, 'cat.coupons.add')}</button>
      </form>
    </CatalogueFrame>
  );
}

/** A coupon's value: its amount in euros or its percentage. */
function value(c: Coupon, lang: Lang): string {
  return c.amount_cents !== null ? formatEuros(c.amount_cents, LOCALE[lang]) : `${c.percent} %`;
}
