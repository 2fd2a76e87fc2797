/**
 * The one text layer of every part: `catalogue(lang, messages)` binds a catalogue of ICU messages to a
 * language and gives its typed translate function, formatted by @formatjs/intl in the locale of
 * core/locales.ts (dates are written by core/date-display.ts). The widget, the site's pages and
 * islands, the server's e-mails and receipt and the payment sandbox each keep their catalogues per
 * feature (flat dotted keys, nl, fr and en) and bind them here; none formats text by itself. Browser
 * builds hand the catalogues over precompiled by `formatjs compile --ast` (scripts/formatjs-catalogues.mjs),
 * so the browser ships no ICU parser; the formatter takes either form.
 */
import { createFormatters, createIntlCache } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE, type Lang } from './locales';
import { isPlainMessage } from './plain-message';

/** One value of an ICU placeholder. */
export type MessageValue = string | number;

/** Values of ICU placeholders. */
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * The messages of one language: message id to ICU message, or at run time in a browser build its
 * precompiled AST (plain text stays a string there).
 */
export type Messages<K extends string = string> = Readonly<Record<K, string | MessageFormatElement[]>>;

/** A catalogue of one language as written: message id to ICU message. */
export type Catalogue<K extends string = string> = Readonly<Record<K, string>>;

/**
 * The argument names of an ICU message given as a string literal type, or `never` when the message is
 * plain text. A message with a plural or select (a brace inside an argument) yields `string`: its
 * options' texts cannot be told from arguments at the type level, so its values are checked loosely.
 *
 * @example MessageArgs<'Stap {step} van {total}'> // 'step' | 'total'
 */
export type MessageArgs<S extends string> = string extends S
  ? string
  : S extends `${string}{${infer Body}}${infer Rest}`
    ? | (Body extends `${string}{${string}`
          ? string
          : Body extends `${infer Name},${string}`
            ? Trim<Name>
            : Trim<Body>)
      | MessageArgs<Rest>
    : never;

type Trim<S extends string> = S extends ` ${infer T}` ? Trim<T> : S extends `${infer T} ` ? Trim<T> : S;

/**
 * The values a message takes: each argument its literal type names (more may be given, e.g. a page's
 * shared rule values), or any values when its arguments are not known to TypeScript.
 */
export type ValuesOf<M> = M extends string
  ? string extends MessageArgs<M>
    ? [values?: MessageValues]
    : [MessageArgs<M>] extends [never]
      ? [values?: MessageValues]
      : [values: Readonly<Record<MessageArgs<M>, MessageValue>> & MessageValues]
  : [values?: MessageValues];

/**
 * A catalogue bound to a language: formats message `id` with `values`. Its ids are the catalogue's
 * keys; for a catalogue declared `as const` the names of each message's arguments are checked too.
 */
export type Translate<M extends Readonly<Record<string, unknown>>> = <K extends keyof M & string>(
  id: K,
  ...values: ValuesOf<M[K]>
) => string;

/** The loosely typed translate function of a catalogue with ids `K` (values unchecked). */
export type Format<K extends string> = (id: K, values?: MessageValues) => string;

/** Options of {@link catalogue}. */
export interface CatalogueOptions {
  /**
   * Values every message of the catalogue may use, e.g. the numbers of core's rules
   * (`{earliestBookingDays}`); values given to a call win over them.
   * @default {}
   */
  readonly defaults?: MessageValues;
}

// One cache of compiled messages, plural rules and number formats per page or process, shared by every
// catalogue and language, so each message is compiled once however many catalogues use it.
const formatters = /* @__PURE__ */ createFormatters(/* @__PURE__ */ createIntlCache());

/**
 * Binds `messages` (one language's catalogue, source or precompiled) to `lang`: each message goes through @formatjs/intl's memoised IntlMessageFormat with the shared
 * caches. Not formatMessage, whose handling of missing and unparsable messages is not needed (ids are
 * typed, every catalogue is parsed by the parity test and the builds) and whose error texts weighed
 * 1.2 KiB of the widget's first-step gzip budget; not createIntl, which would also bind formatters no
 * catalogue uses. A missing id shows the id, and a message given too few values shows itself as written
 * (or its id when it came precompiled), instead of breaking the page; either way the gap is visible in
 * review.
 */
function bind<M extends AnyMessages>(
  lang: Lang,
  messages: M,
  { defaults }: CatalogueOptions = {},
): Translate<M> {
  const locale = LOCALE[lang];
  return ((id: string, values?: MessageValues) => {
    const message = messages[id];
    if (message === undefined) return id;
    // Plain text formats to itself; the browser builds ship it as a string, not an AST (plain-message.ts).
    if (typeof message === 'string' && isPlainMessage(message)) return message;
    try {
      const all = defaults ? { ...defaults, ...values } : values;
      return String(formatters.getMessageFormat(message, locale).format(all));
    } catch {
      return typeof message === 'string' ? message : id;
    }
  }) as Translate<M>;
}

type AnyMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** The catalogues of a feature in every language; French and English have exactly the Dutch ids. */
export type CataloguesByLang<M extends AnyMessages> = Readonly<{
  nl: M;
  fr: Messages<keyof NoInfer<M> & string>;
  en: Messages<keyof NoInfer<M> & string>;
}>;

/**
 * A feature's catalogue in every language: formats message `id` in `lang` with `values`, the ids and
 * (for a Dutch catalogue declared `as const`) argument names checked like {@link Translate}'s.
 */
export type LangTranslate<M extends Readonly<Record<string, unknown>>> = <K extends keyof M & string>(
  lang: Lang,
  id: K,
  ...values: ValuesOf<M[K]>
) => string;

/**
 * The one factory of translate functions, for every part (site pages and islands, widget, e-mails,
 * receipt, sandbox). Given a language and that language's messages (source or precompiled), it gives
 * the catalogue's translate function in that language; given the messages of every language (`{ nl,
 * fr, en }`), it gives one taking the language first, binding each language on first use. A missing id
 * shows the id, and a message given too few values shows itself as written (or its id when it came
 * precompiled), instead of breaking the page; either way the gap is visible in review.
 *
 * @example
 * const t = catalogue('fr', { 'start.city': 'Commune : {city}' } as const);
 * t('start.city', { city: 'Liège' }); // 'Commune : Liège'
 * @example
 * export const et = catalogue({ nl: eventsNl, fr: eventsFr, en: eventsEn }, { defaults: RULE_VALUES });
 * et('fr', 'ev.title'); // the French title
 */
export function catalogue<M extends AnyMessages>(
  lang: Lang,
  messages: M,
  options?: CatalogueOptions,
): Translate<M>;
export function catalogue<M extends AnyMessages>(
  messages: CataloguesByLang<M>,
  options?: CatalogueOptions,
): LangTranslate<M>;
export function catalogue<M extends AnyMessages>(
  first: Lang | CataloguesByLang<M>,
  second?: M | CatalogueOptions,
  third?: CatalogueOptions,
): Translate<M> | LangTranslate<M> {
  if (typeof first === 'string') return bind(first, second as M, third);
  const byLang = first as Readonly<Record<Lang, M>>;
  const bound: Partial<Record<Lang, Translate<M>>> = {};
  return ((lang: Lang, id: keyof M & string, values?: MessageValues) =>
    (bound[lang] ??= bind(lang, byLang[lang], second as CatalogueOptions | undefined))(
      id,
      ...([values] as ValuesOf<M[keyof M & string]>),
    )) as LangTranslate<M>;
}

/**
 * A feature's catalogues in every language, each bound by {@link catalogue} on first use: `texts(lang)`
 * gives that language's translate function, the same one on every call. For code that formats many
 * messages in one language at a time (an e-mail, a PDF, a page of the sandbox).
 *
 * @example
 * export const mailText = cataloguePerLang({ nl: mailNl, fr: mailFr, en: mailEn });
 * const t = mailText('fr');
 */
export function cataloguePerLang<M extends AnyMessages>(
  messages: CataloguesByLang<M>,
  options?: CatalogueOptions,
): (lang: Lang) => Translate<M> {
  const bound: Partial<Record<Lang, Translate<M>>> = {};
  return (lang) => (bound[lang] ??= catalogue(lang, messages[lang] as M, options));
}

/**
 * Writes labelled lines, "Label: value", through a catalogue's label pattern (`labelId`, e.g.
 * `'{label}:'` in Dutch and English, `'{label} :'` in French), so each language sets its own
 * punctuation and no renderer types a colon itself. A line's `label` is a message id of `messages` or a
 * text already formatted.
 *
 * @example
 * const labelLine = labelWriter(MAIL_MESSAGES.nl, 'mail.label');
 * labelLine(mailText('fr'), 'confirmation.bookingCode', 'K7P2QX'); // 'Code de réservation : K7P2QX'
 */
export function labelWriter<M extends Readonly<Record<string, unknown>>>(
  messages: M,
  labelId: keyof M & string,
): (t: Translate<M>, label: string, value: string | number) => string {
  return (t, label, value) => {
    // The label's id is checked by the caller's catalogue at run time; both calls go through `t` untyped.
    const format = t as unknown as Format<string>;
    const text = label in messages ? format(label) : label;
    return `${format(labelId, { label: text })} ${value}`;
  };
}
