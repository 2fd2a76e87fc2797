import type { MiddlewareHandler } from 'hono';

/**
 * Marks every API answer `Cache-Control: no-store` unless its route chose a caching rule itself (the
 * public airport list and street suggestions). Most answers carry personal data (accounts, addresses,
 * orders, tokens, payment forms) or depend on who asks, and no browser, proxy or CDN may keep them;
 * making it the default, errors included, means a new route cannot forget it.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  };
}
