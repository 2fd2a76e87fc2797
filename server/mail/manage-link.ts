import { langPath, type Lang } from '../../core';

/**
 * The link to the manage page of a booking in `lang`, opened with its booking code and e-mail address.
 * Both travel in the fragment (#…), which browsers send to no server: not to ours (its logs), nor to
 * another site as a Referer.
 */
export function manageLink(base: string, lang: Lang, ecode: string, email: string): string {
  const fragment = new URLSearchParams({ code: ecode, email }).toString();
  return `${base}${langPath(lang, 'manage')}#${fragment}`;
}

/**
 * The link to the refund choice page in `lang` (issue 23), its secret in the fragment for the same
 * reason as the manage link: no server log and no Referer ever carries it.
 */
export function refundChoiceLink(base: string, lang: Lang, secret: string): string {
  return `${base}${langPath(lang, 'refund')}#t=${secret}`;
}
