/**
 * Tells whether an ICU message is plain text: without braces there is no argument, plural or select,
 * and without a doubled quote no escape, so the message formats to itself. Core's formatter returns
 * such a message as it is, and the browser builds keep it as a string instead of an AST (which would
 * need the ICU parser at run time if it were a string, and costs bytes as an AST).
 */
export function isPlainMessage(message: string): boolean {
  return !/[{}]|''/.test(message);
}
