import { expect, it } from 'vitest';
import { accountCases } from './bad-input-accounts';
import { bookingCases } from './bad-input-booking';
import { feedbackCases } from './bad-input-feedback';
import { manageCases } from './bad-input-manage';
import { pickupWishCases } from './bad-input-pickup-wish';
import { eventCases } from './bad-input-events';
import { paymentCases } from './bad-input-payment';
import { backofficeCases } from './bad-input-backoffice';
import { orderCases } from './bad-input-orders';
import { portalCases } from './bad-input-portal';
import { catalogueCases } from './bad-input-catalogue';
import { fleetCases } from './bad-input-fleet';
import { notifyCases } from './bad-input-notify';
import { flightCases } from './bad-input-flights';
import { driverCases } from './bad-input-driver';
import { reviseCases } from './bad-input-revise';
import { legalCases } from './bad-input-legal';
import { partnerOriginCases } from './bad-input-partner-origins';
import { attributionCases } from './bad-input-attribution';
import { appRoutes, sweep } from './bad-input-run';

// The table must reach every route the app registers under /api and /sandbox: a new call without
// bad-input cases fails here. The sweep itself runs no cases in this file.
const { fixture } = sweep('bad input: route coverage', async () => [
  {
    route: 'GET /api/airports',
    name: 'unknown call',
    method: 'GET',
    path: '/api/nope',
    auth: 'none',
    shape: 'envelope',
  },
]);

it('has bad-input cases for every API and sandbox route', async () => {
  const fx = fixture();
  const covered = new Set(
    [
      ...(await accountCases(fx)),
      ...(await bookingCases(fx)),
      ...(await paymentCases(fx)),
      ...(await feedbackCases(fx)),
      ...(await manageCases(fx)),
      ...(await pickupWishCases(fx)),
      ...(await eventCases(fx)),
      ...(await backofficeCases(fx)),
      ...(await orderCases(fx)),
      ...(await portalCases(fx)),
      ...(await attributionCases(fx)),
      ...(await catalogueCases(fx)),
      ...(await fleetCases(fx)),
      ...(await notifyCases(fx)),
      ...(await flightCases(fx)),
      ...(await driverCases(fx)),
      ...(await reviseCases(fx)),
      ...(await legalCases(fx)),
      ...(await partnerOriginCases(fx)),
    ].map((c) => c.route),
  );
  const missing = appRoutes(fx).filter((route) => !covered.has(route));
  expect(missing).toEqual([]);
  expect(covered.size).toBeGreaterThanOrEqual(35);
});
