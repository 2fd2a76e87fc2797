/**
 * Why a domain service refuses a call, in terms neither of HTTP nor of the command line: the fields at
 * fault (named as the API names them, e.g. `valid_until`) and the reason. The back office turns it into
 * a 400, 404 or 409 naming the field (server/backoffice/catalogue-input.ts `asApiCall`); the command
 * line into a usage error naming the option (server/cli/command-options.ts `asCommand`).
 */
export class ServiceRefusal extends Error {
  override name = 'ServiceRefusal';

  /**
   * @param kind `invalid`: a field's value breaks a rule, and `message` says why in a few words
   *   ("an e-mail address"), possibly naming another field as `{field}`; `not_found`: the record is not
   *   there; `conflict`: the record exists already. For the last two `message` is a whole sentence.
   * @param fields The fields at fault, first the one to show; at least one.
   * @param sentence Whether an `invalid` message is a whole sentence, shown as it is.
   */
  constructor(
    readonly kind: 'invalid' | 'not_found' | 'conflict',
    readonly fields: readonly [string, ...string[]],
    message: string,
    readonly sentence = false,
  ) {
    super(message);
  }

  /** The message with each `{field}` written by `name` (the API's or the command line's name). */
  render(name: (field: string) => string): string {
    return this.message.replace(/\{([a-z_]+)\}/g, (_, field: string) => name(field));
  }
}

/** A refusal of `field`'s value, `why` in a few words. */
export const invalidField = (field: string, why: string) => new ServiceRefusal('invalid', [field], why);
