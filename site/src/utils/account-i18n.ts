/**
 * Text look-up and page paths for the account islands. They read only the account texts
 * (i18n/account-*.ts), not the whole site's, so each island ships a few kilobytes of text instead of
 * every page's; the build hands those over as precompiled ICU messages (astro.config.mjs), so the
 * islands carry core's formatter without the ICU parser. The path rule is core's langPath.
 */
import { catalogue, langPath } from '../../../core';
import { accountEn } from '../i18n/account-en';
import { accountFr } from '../i18n/account-fr';
import { accountNl, type AccountKey, type AccountMessages } from '../i18n/account-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, AccountMessages>> = { nl: accountNl, fr: accountFr, en: accountEn };

/**
 * Gives the account text for `key` in `lang`, an ICU message with its placeholders filled from `vars`
 * or, for a placeholder named after a core rule, its number (utils/rule-values: `{minPasswordLength}`, …).
 *
 * @example at('en', 'acc.orders.page', { page: 1, pages: 3 }) // 'Page 1 of 3'
 */
export const at = catalogue(TEXTS, { defaults: RULE_VALUES });

/** Tells whether `key` is a key of the account texts, for values the API sends (status, transport). */
export function isAccountKey(key: string): key is AccountKey {
  return Object.hasOwn(accountNl, key);
}

/** The account pages and the home page, by slug. */
export type AccountPage = 'home' | 'login' | 'register' | 'account' | 'reset-password';

/** Gives the path of an account page in `lang`: unprefixed in Dutch, /fr/… and /en/… otherwise. */
export function accountPath(lang: Lang, page: AccountPage): string {
  return langPath(lang, page === 'home' ? '' : page);
}

export type { AccountKey };
