import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { answerLanguage } from '../../lib/language.ts';
import { registerRoute } from '../../lib/route.ts';
import {
  checkAvailability,
  lookupPincodePlace,
  placeNamesIn,
  type CourierEstimateLookup,
} from './pincode.service.ts';

/** The couriers' estimate is lent by app.ts: couriers reach this module, not the other way. */
export function registerPincodeRoutes(
  app: FastifyInstance,
  { db, clock }: AppContext,
  options: { courierEstimate?: CourierEstimateLookup } = {},
): void {
  registerRoute(app, endpoints.pincodeLookup, async ({ params, request, reply }) => {
    const place = await lookupPincodePlace(db, params.pincode);
    const shown = placeNamesIn(answerLanguage(request, reply), place);
    return {
      status: 1,
      data: [
        {
          Pincode: place.pincode,
          District: place.district,
          State: place.state,
          Country: place.country,
          Shown: { District: shown.district, State: shown.state, Country: shown.country },
        },
      ],
    };
  });

  registerRoute(app, endpoints.pincodeAvailability, async ({ params, query }) => ({
    status: 'success',
    data: await checkAvailability(
      db,
      params.pincode,
      query.productID,
      clock.now(),
      options.courierEstimate,
    ),
  }));
}
