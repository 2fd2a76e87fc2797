/**
 * The public API of client/: what the widget and the site both use to talk to the booking API. The
 * HTTP client, the answer envelope, the failures, the token call and the shared session (tokens,
 * refresh, login and logout, storage keys) live here once; widget and site import them from this file
 * only (ESLint holds that), and the shapes of the answers come from core.
 */
export type { Http } from './http';
export { DEFAULT_API_BASE, RETRY, apiBaseOf, createHttp } from './http';
export type { Options as RequestOptions, ResponsePromise } from 'ky';
export { HTTPError, isHTTPError } from 'ky';

export type { Envelope } from './envelope';
export { call, unwrap } from './envelope';

export type { ApiMessageId, FailureDetails } from './errors';
export { ApiFailure, toFailure } from './errors';

export { requestToken } from './token';

export type { SessionOptions } from './session';
export { ensureSession, renewSession, resetSessions } from './session';

export type { StoredSession } from './storage';
export { readSession, setAutoLogoutFlag } from './storage';

export { clearAutoLogout, didAutoLogout, isLoggedIn, login, logout } from './account';

export { CLIENT_ID, DRAFT_KEY_PREFIX, SESSION_KEYS } from './keys';

export { postPaymentForm } from './payment-form';
