/**
 * The security headers of every answer, each kind of path with the policy that fits what it serves:
 *
 * - pages: a Content-Security-Policy with scripts from 'self' and the page's own inline-script hashes
 *   (./page-policy.ts), framing only by the site itself, never for private pages;
 * - /api: JSON answers, nothing to run or frame, no referrer (payment returns carry references);
 * - /widget: script files that partners embed from anywhere (CORS stays open), nothing to frame;
 * - /sandbox: the sandbox provider sets its own stricter policy on its pages (routes/sandbox.ts).
 *
 * Everywhere: `X-Content-Type-Options: nosniff`, and HSTS when PUBLIC_URL is https.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { pageFile, pagePolicy, readCspManifest, type PagePolicy } from './page-policy';

/** HSTS as sent when the product is served over https: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers of every /api answer except HSTS (see {@link apiSecurityHeaders}). */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** The headers of the widget's files: scripts, loaded cross-origin, never a document to frame. */
const WIDGET_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Partner pages that isolate themselves (COEP require-corp) may still load the classic script.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** Whether the product is served over https (PUBLIC_URL), so browsers are told to keep to it. */
export function servesHttps(config: Config): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

/** The headers of an /api answer for this configuration: {@link API_SECURITY_HEADERS}, plus HSTS on https. */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  return servesHttps(config)
    ? { ...API_SECURITY_HEADERS, 'strict-transport-security': HSTS }
    : { ...API_SECURITY_HEADERS };
}

const policyCache = new WeakMap<Config, (file: string) => PagePolicy>();

/**
 * The origin of the card-payment provider's page (PAYMENT_URL), where the payment form posts, or
 * undefined without one. The payment settings themselves are the payment service's
 * (server/payment/payment-settings.ts), which refuses an unusable PAYMENT_URL at start with a clear message;
 * the headers, below the services, read only the origin they must allow.
 */
function providerOrigin(paymentUrl: string | undefined): string | undefined {
  if (!paymentUrl) return undefined;
  return URL.canParse(paymentUrl) ? new URL(paymentUrl).origin : undefined;
}

/**
 * Gives the policy of a built page file ('events/index.html') for this configuration: its own hashes
 * from the CSP manifest, or the not-found page's (as a private page) for a file the build did not
 * write. A route that answers a built page under another path (server/routes/organiser-pages.ts) sets
 * that page's policy with it.
 */
export function pagePolicies(config: Config): (file: string) => PagePolicy {
  const known = policyCache.get(config);
  if (known) return known;
  const manifest = readCspManifest(config.distDir);
  const provider = providerOrigin(config.env.PAYMENT_URL);
  const formAction = [
    ...new Set([
      ...(config.env.PUBLIC_URL ? [new URL(config.publicUrl).origin] : []),
      ...(provider ? [provider] : []),
    ]),
  ];
  const policies = new Map<string, PagePolicy>(
    Object.entries(manifest.pages).map(([file, sources]) => [file, pagePolicy(sources, formAction)]),
  );
  const notFound = manifest.pages['404.html'];
  const fallback = pagePolicy(notFound && { ...notFound, private: true }, formAction);
  const policyOf = (file: string) => policies.get(file) ?? fallback;
  policyCache.set(config, policyOf);
  return policyOf;
}

/**
 * The middleware for every path of the app but /api, whose answers get {@link apiSecurityHeaders} with
 * the rest of their headers from ./api-headers.ts. Headers are set on the context before the handler
 * runs, so each answer made through it carries them; a handler may still set its own (the sandbox's
 * policy).
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const https = servesHttps(config);
  const policyOf = pagePolicies(config);

  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/widget/')) {
      for (const [name, value] of Object.entries(WIDGET_HEADERS)) c.header(name, value);
    } else {
      const policy = policyOf(pageFile(path));
      c.header('content-security-policy', policy.csp);
      c.header('referrer-policy', policy.referrer);
      c.header('x-content-type-options', 'nosniff');
    }
    if (https) c.header('strict-transport-security', HSTS);
    await next();
    if (https && !c.res.headers.has('strict-transport-security')) {
      c.res.headers.set('strict-transport-security', HSTS);
    }
  };
}
