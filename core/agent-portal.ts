/**
 * The travel agent's own booking link and embed snippet (issue 13 "Travel agents' portal"): the home
 * page with the agent query values of SPEC 2, and the widget element with the same values as
 * attributes (widget/element.ts).
 */
import { embedSnippet } from './embed-snippet';
import type { Lang } from './locales';

/** The agent values a link or snippet carries. */
export interface AgentLinkValues {
  licence: string;
  uid: string;
  email: string;
  name: string;
}

/** The home page's address prefix of `lang`: Dutch at the root, French and English under /fr/ and /en/. */
const homePath = (lang: Lang) => (lang === 'nl' ? '/' : `/${lang}/`);

/**
 * The agent's personal booking link: the home page in `lang` with TALIC, UID, TAEMAIL, TANAME and
 * AGENT=1, so every booking made through it is the agent's (SPEC 6). Empty values are left out.
 *
 * @example agentBookingLink('https://x.be', { licence: 'TA-1', uid: '', email: '', name: 'Kompas' }, 'fr')
 * // 'https://x.be/fr/?TALIC=TA-1&TANAME=Kompas&AGENT=1'
 */
export function agentBookingLink(origin: string, agent: Readonly<AgentLinkValues>, lang: Lang): string {
  const query = new URLSearchParams();
  const values: [string, string][] = [
    ['TALIC', agent.licence],
    ['UID', agent.uid],
    ['TAEMAIL', agent.email],
    ['TANAME', agent.name],
  ];
  for (const [name, value] of values) if (value.trim() !== '') query.set(name, value.trim());
  query.set('AGENT', '1');
  return `${origin.replace(/\/+$/, '')}${homePath(lang)}?${query.toString()}`;
}

/**
 * The code an agent puts on its own website to show the booking wizard in its name: the widget script
 * of `origin` and a `<transfer-booking>` element with the agent attributes and `lang` (core's one
 * embed writer, embed-snippet.ts).
 */
export function agentEmbedCode(origin: string, agent: Readonly<AgentLinkValues>, lang: Lang): string {
  const optional = { uid: agent.uid, taemail: agent.email, taname: agent.name };
  return embedSnippet(origin.replace(/\/+$/, ''), 'inline', {
    talic: agent.licence.trim(),
    ...Object.fromEntries(
      Object.entries(optional)
        .map(([name, value]) => [name, value.trim()])
        .filter(([, value]) => value !== ''),
    ),
    agent: '1',
    lang,
  });
}
