import { z } from 'zod';
import { isFreeText, textProblem, type TextProblem } from '../../core';

// A number written as text: optional sign, digits, optional fraction and exponent. Hex ('0x10'),
// 'Infinity' and empty text are not numbers a form or a client sends on purpose.
const NUMERIC_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * A number given as a JSON number or as numeric text (form-encoded bodies and path parameters are
 * text), checked by `inner`. Unlike `z.coerce.number()`, it refuses null, booleans, arrays and empty
 * text instead of reading them as 0, 1 or the array's element, so a wrong type gets a 400 naming the
 * field rather than silently becoming a count or an id.
 */
export function numberInput<T extends z.ZodType<number, number>>(inner: T) {
  return z.preprocess(readNumericText, inner);
}

/** Numeric text (see {@link numberInput}) as its number; any other value unchanged. */
export function readNumericText(v: unknown): unknown {
  return typeof v === 'string' && NUMERIC_TEXT.test(v) ? Number(v) : v;
}

/** A positive database id (int4), as a number or numeric text. */
export const idInput = numberInput(
  z
    .number({ error: 'a whole number is required' })
    .int('a whole number is required')
    .positive('must be positive')
    .max(2_147_483_647, 'too large'),
);

// Deeper paths are named by their first levels: enough to find the field, never a huge answer.
const MAX_NAMED_DEPTH = 3;

/**
 * The path (e.g. `coupons.0`) of the first text in a parsed body that contains a NUL character, or
 * null. No database text column can store NUL, so such input is refused before it reaches one. The walk
 * is iterative: a deeply nested body must not overflow the stack.
 */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string[]];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path.join('.');
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = path.length < MAX_NAMED_DEPTH ? [...path, k] : path;
        if (k.includes('\u0000')) return at.join('.');
        stack.push([child, at]);
      }
    }
  }
  return null;
}

/** The message of each free-text problem (core/text.ts), after "The field "x" is invalid: ". */
const FREE_TEXT_MESSAGES: Record<TextProblem, string> = {
  control: 'must not contain line breaks or other control characters',
  surrogate: 'must be well-formed text (it holds half of a character such as an emoji)',
};

// The problem is looked up again only for a failing value, to say which it is.
function freeTextMessage(issue: { input?: unknown }): string {
  const problem = typeof issue.input === 'string' ? textProblem(issue.input) : null;
  return FREE_TEXT_MESSAGES[problem ?? 'control'];
}

/**
 * Adds core's free-text rule to a string schema: names, addresses, codes and every other text a client
 * types are refused, with a 400 naming the field, when they hold a control character (C0 except TAB,
 * DEL, C1, line breaks) or half of a surrogate pair. Such text would reach e-mails, calendar files and
 * logs, where a CR or LF starts a new line or property.
 */
export function freeText<S extends z.ZodString>(schema: S): S {
  return schema.refine((value) => isFreeText(value), { error: freeTextMessage });
}
