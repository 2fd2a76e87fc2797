/**
 * How the command line reads its options: parsed `--name value` pairs checked with a schema, and a
 * service's refusal written as a usage error naming the option (`--until: must not be before --from.`).
 */
import { z } from 'zod';
import { freeText } from '../http/input';
import { ServiceRefusal } from '../service-refusal';

/** A bad option; its message names the option. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parsed command-line options: `--name value` as a string, `--flag` as true. */
export type AdminOptions = Record<string, string | boolean | undefined>;

/** Parses command-line `options` with `schema`; a bad one is a UsageError naming the option. */
export function check<S extends z.ZodType>(schema: S, options: AdminOptions): z.output<S> {
  const r = schema.safeParse(options);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new UsageError(`--${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
}

/** The command-line option of each API field whose name differs. */
const FIELD_OPTIONS: Readonly<Record<string, string>> = {
  max_uses: 'max-uses',
  paid_by_agent: 'paid-by-agent',
  payment_method: 'payment',
  valid_from: 'from',
  valid_until: 'until',
};

/** The command-line option of API field `field`. */
export const optionOf = (field: string): string => FIELD_OPTIONS[field] ?? field;

/**
 * Runs a service call; its refusal becomes a UsageError naming the options at fault
 * (`--amount or --percent: give exactly one.`).
 */
export async function asCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof ServiceRefusal)) throw e;
    const options = e.fields.map((f) => `--${optionOf(f)}`).join(' or ');
    throw new UsageError(`${options}: ${e.render((f) => `--${optionOf(f)}`)}`);
  }
}

/**
 * A required one-line option of at most `max` characters. Names and codes reach e-mails and payment
 * forms: control characters are refused (core/text.ts).
 */
export const requiredText = (max: number) =>
  freeText(z.string({ error: 'is required' }).trim().min(1, 'is required').max(max));

/** A `--flag` as given on the command line (true) or sent by it to the running server ('true'/'false'). */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');
