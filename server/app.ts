import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { AppContext } from './context';
import { ApiError, answerableError, fail } from './http/envelope';
import { airportRoutes } from './routes/airports';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/users';
import { vatRoutes } from './routes/vat';
import { versionRoutes } from './routes/version';
import { streetRoutes } from './routes/streets';
import { flightRoutes } from './routes/flights';
import { priceRoutes } from './routes/price';
import { paymentRoutes } from './routes/payment';
import { sandboxRoutes } from './routes/sandbox';
import { orderRoutes } from './routes/orders';
import { manageRoutes } from './routes/manage';
import { pickupWishRoutes } from './routes/pickup-wishes';
import { manageRevisionDraftRoutes } from './routes/manage-revision-draft';
import { downloadRoutes } from './routes/downloads';
import { agentRoutes } from './routes/agents';
import { settingsRoutes } from './routes/settings';
import { feedbackRoutes } from './routes/feedback';
import { refundChoiceRoutes } from './routes/refund-choice';
import { eventRoutes } from './routes/events';
import { myEventRoutes } from './routes/my-events';
import { organiserPageRoutes } from './routes/organiser-pages';
import { adminRoutes } from './routes/admin-loopback';
import { opsRoutes } from './routes/ops';
import { agentPortalRoutes } from './routes/agent-portal';
import { backofficeRoutes } from './routes/backoffice';
import { driverRoutes } from './routes/driver';
import { backofficeOrderRoutes } from './routes/backoffice-orders';
import { backofficeFlightRoutes } from './routes/backoffice-flights';
import { backofficeChangeSettingsRoutes } from './routes/backoffice-change-settings';
import { backofficeCatalogueRoutes } from './routes/backoffice-catalogue';
import { backofficeFleetRoutes } from './routes/backoffice-fleet';
import { partnerRedirect, partnerRoutes } from './routes/backoffice-partners';
import { partnerFigureRoutes } from './routes/partner-figures';
import { cancellationScalePages } from './routes/cancellation-scale-pages';
import { notifyRoutes } from './routes/sms-status-meeting-points';
import { legalTextRoutes } from './routes/legal-texts';
import { createMetrics } from './http/metrics';
import { edge } from './http/edge';
import { log } from './log';
import { staticFiles } from './http/static-files';

/**
 * Route modules mounted under /api. Each returns a Hono sub-app; a new area of the API adds its module
 * here and nothing else changes.
 */
export const API_MODULES: ((ctx: AppContext) => Hono)[] = [
  airportRoutes,
  tokenRoutes,
  userRoutes,
  vatRoutes,
  versionRoutes,
  streetRoutes,
  flightRoutes,
  priceRoutes,
  paymentRoutes,
  orderRoutes,
  manageRoutes,
  pickupWishRoutes,
  manageRevisionDraftRoutes,
  downloadRoutes,
  agentRoutes,
  settingsRoutes,
  feedbackRoutes,
  eventRoutes,
  myEventRoutes,
  adminRoutes,
  backofficeRoutes,
  backofficeOrderRoutes,
  backofficeFlightRoutes,
  backofficeChangeSettingsRoutes,
  agentPortalRoutes,
  backofficeCatalogueRoutes,
  backofficeFleetRoutes,
  partnerRoutes,
  partnerFigureRoutes,
  refundChoiceRoutes,
  driverRoutes,
  notifyRoutes,
  legalTextRoutes,
];

/** Builds the whole HTTP application: API under /api, then the built widget and site from `distDir`. */
export function createApp(ctx: AppContext): Hono {
  // Every call goes through this one router. RegExpRouter matches a path with one regular expression;
  // Hono's default would silently fall back to its slower TrieRouter for the whole app as soon as one
  // route pattern is beyond RegExpRouter (a pattern parameter beside other routes, see routes/orders.ts).
  const app = new Hono({ router: new RegExpRouter() });
  const api = new Hono();
  // First, so every answer gets the headers of its kind of path (errors and 404s included), a request
  // id, one log line and its metrics (GET /metrics, ./routes/ops.ts); POST, PUT and PATCH on /api and
  // /sandbox pass the body limit, and /api's JSON answers of a kilobyte or more go compressed. One
  // middleware does all this (./http/edge.ts), so each call passes one layer before its route.
  const logger = ctx.log ?? log;
  const metrics = createMetrics(ctx.db);
  app.use('*', edge(ctx.config, logger, metrics));
  for (const mod of API_MODULES) api.route('/', mod(ctx));
  app.route('/api', api);
  app.route('/sandbox', sandboxRoutes(ctx));
  app.route('/', opsRoutes(ctx, metrics));

  app.onError((err, c) =>
    fail(c, answerableError(err, logger, c.get('requestId'), c.req.method, c.req.routePath)),
  );

  // Before the static files: /events/{organiser} is answered for organisers approved after the build.
  app.route('/', organiserPageRoutes(ctx));

  const root = ctx.config.distDir;
  // A module script (and its chunks) from another origin is fetched in CORS mode: partner pages that
  // embed the widget need this header to run it. The widget files are public.
  app.use('/widget/*', staticFiles({ root, onFound: (c) => c.header('Access-Control-Allow-Origin', '*') }));
  // The terms and the FAQ state the operator's cancellation scale: the built copy of it (issue 27).
  app.use('/*', cancellationScalePages(ctx));
  // Precompressed, with ETags and each kind of file's cache lifetime (./http/static-files.ts).
  app.use('/*', staticFiles({ root: join(root, 'site') }));
  // After the static files: /<partner> of a partner the operator added in the back office (issue 13).
  app.use('/*', partnerRedirect(ctx));
  // Sub-apps mounted with route() hand unknown paths to this one handler, API paths included.
  const notFoundPath = join(root, 'site', '404.html');
  // Read once: the built page does not change while the server runs (npm start builds before serving).
  let notFoundPage: string | null | undefined;
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return fail(c, new ApiError(404, 'not_found', `No API call ${c.req.method} ${c.req.path}.`));
    }
    notFoundPage ??= existsSync(notFoundPath) ? readFileSync(notFoundPath, 'utf8') : null;
    return notFoundPage === null ? c.text('Page not found', 404) : c.html(notFoundPage, 404);
  });
  // Builds the matcher now rather than on the first request, so a route pattern RegExpRouter cannot
  // take stops the start with an error naming the path instead of failing every call.
  app.router.match('GET', '/');
  return app;
}
