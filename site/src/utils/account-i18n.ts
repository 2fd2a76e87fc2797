/**
 * Text look-up and page paths for the account islands. They read only the account texts
 * (i18n/account-*.ts), not the whole site's, so each island ships a few kilobytes of text instead of
 * every page's; the path rule is the one of utils/routes, which a unit test holds equal.
 */
import { accountEn } from '../i18n/account-en';
import { accountFr } from '../i18n/account-fr';
import { accountNl, type AccountKey, type AccountMessages } from '../i18n/account-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, AccountMessages>> = { nl: accountNl, fr: accountFr, en: accountEn };

/**
 * Gives the account text for `key` in `lang`, with each `{name}` replaced by `vars[name]`, or by the
 * number of a core rule of that name (utils/rule-values: `{minPasswordLength}`, …).
 *
 * @example at('en', 'acc.orders.page', { page: 1, pages: 3 }) // 'Page 1 of 3'
 */
export function at(
  lang: Lang,
  key: AccountKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  const values = { ...RULE_VALUES, ...vars };
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Tells whether `key` is a key of the account texts, for values the API sends (status, transport). */
export function isAccountKey(key: string): key is AccountKey {
  return Object.hasOwn(accountNl, key);
}

/** The account pages and the home page, by slug. */
export type AccountPage = 'home' | 'login' | 'register' | 'account' | 'reset-password';

/**
 * Gives the path of an account page in `lang`: unprefixed in Dutch, /fr/… and /en/… otherwise, as
 * pagePath in utils/routes does.
 */
export function accountPath(lang: Lang, page: AccountPage): string {
  const prefix = lang === 'nl' ? '' : `/${lang}`;
  return page === 'home' ? `${prefix}/` : `${prefix}/${page}`;
}

export type { AccountKey };
