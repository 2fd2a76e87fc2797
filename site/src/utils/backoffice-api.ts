/**
 * The back-office calls as its islands make them (docs/backoffice-api.md), over the shared session's
 * HTTP client and envelope (client/), like events-api.ts. A failed call throws client's ApiFailure with
 * the server's status, code and field; each section adds its calls through {@link backofficeHttp}.
 */
import { ApiFailure, call, type Envelope } from '../../../client';
import type { BackofficeMe, StaffRole } from '../../../core';
import { accountHttp, startSession } from './account-session';
import { bt } from './backoffice-i18n';
import type { Lang } from './i18n';

/** The logged-in staff member, as `GET backoffice/me` answers: core's shape. */
export type StaffMember = BackofficeMe;
export type { StaffRole };

/**
 * GET, POST, PUT and DELETE on `apiBase` (default '/api') with the session's token, answering the
 * success envelope; every section of the back office builds its calls on these.
 */
export function backofficeHttp(apiBase?: string) {
  const http = () => accountHttp(apiBase);
  const send = async <T, M = unknown>(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    options: { json?: unknown; searchParams?: Record<string, string> } = {},
  ): Promise<Envelope<T, M>> => {
    await startSession(apiBase);
    return call(() => http()[method](path, options).json<Envelope<T, M>>(), 'api.backoffice');
  };
  return {
    get: <T, M = unknown>(path: string, searchParams: Record<string, string> = {}) =>
      send<T, M>('get', path, { searchParams }),
    post: <T, M = unknown>(path: string, json: unknown = {}) => send<T, M>('post', path, { json }),
    put: <T, M = unknown>(path: string, json: unknown = {}) => send<T, M>('put', path, { json }),
    delete: <T, M = unknown>(path: string) => send<T, M>('delete', path),
  };
}

/** Who is logged in to the back office; throws ApiFailure 401 (no login) or 403 (not staff). */
export async function whoAmI(apiBase?: string): Promise<StaffMember> {
  return (await backofficeHttp(apiBase).get<StaffMember>('backoffice/me')).data;
}

/** The API's error codes the back office has a message for (i18n/backoffice-*.ts `bo.error.*`). */
const EXPLAINED = [
  'invalid_request',
  'not_found',
  'conflict',
  'not_riding',
  'too_late',
  'too_early',
  'order_closed',
  'forbidden',
  'login_required',
  'username_taken',
  'already_decided',
  'assignment_refused',
] as const;

const explained = (code: string | undefined): code is (typeof EXPLAINED)[number] =>
  (EXPLAINED as readonly (string | undefined)[]).includes(code);

/**
 * What a failed back-office call says, in `lang`, for the section's status line: the catalogue's
 * message for the API's error code, a network message when the server was not reached, and otherwise a
 * general one. A refused field whose label the island passes in `fields` (API name → the form's label)
 * is named. The server's English `error_description` is never shown (docs/languages.md); it stays on
 * the ApiFailure for whoever debugs.
 */
export function reasonOf(error: unknown, lang: Lang, fields: Readonly<Record<string, string>> = {}): string {
  if (error instanceof ApiFailure) {
    if (error.status === 0 && error.code === undefined) return bt(lang, 'bo.error.network');
    const label = error.field === undefined ? undefined : fields[error.field];
    if (error.code === 'invalid_request' && label) return bt(lang, 'bo.error.field', { field: label });
    if (explained(error.code)) return bt(lang, `bo.error.${error.code}`);
  }
  return bt(lang, 'bo.error.other');
}
