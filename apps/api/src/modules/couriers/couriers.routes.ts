// The couriers module's routes: the operator's courier settings, the seller's booking, label and
// cancel (contract: back-office/couriers.ts), and Shiprocket's tracking webhook (outside the
// contract: a machine callback, listed in docs/api.md's footer).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  courierTrackingUrl,
  endpoints as storefrontEndpoints,
  couriersBackOfficeEndpoints as endpoints,
  type CourierBooking,
  type CouriersAnswer,
  type ParcelState,
} from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { sellers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { registerRoute } from '../../lib/route.ts';
import {
  chooseCourier,
  courierOfSeller,
  describeAccount,
  readChoices,
  saveShiprocketAccount,
  SHOP_SCOPE,
  type CourierDependencies,
} from './account.service.ts';
import {
  bookWithShiprocket,
  cancelBooking,
  labelKeyOf,
  readLabel,
  type BookingDependencies,
} from './booking.service.ts';
import { selectShipmentOfPart, type CourierShipmentRow } from './couriers.repository.ts';
import { COURIER_WEBHOOK_PATH, receiveTrackingWebhook } from './webhook.ts';
import { readNdrQueue, takeNdrAction, type NdrAsker } from './ndr.service.ts';

export function courierDependencies(context: AppContext): BookingDependencies {
  return {
    db: context.db,
    config: context.config,
    clock: context.clock,
    objects: context.storage.objects,
    shop: context.shop,
    siteUrl: context.config.publicUrl,
  };
}

async function couriersView(deps: CourierDependencies): Promise<CouriersAnswer> {
  const [choices, account, approved] = await Promise.all([
    readChoices(deps),
    describeAccount(deps),
    deps.db
      .select({ id: sellers.id, shopName: sellers.shopName })
      .from(sellers)
      .where(eq(sellers.status, 'approved'))
      .orderBy(sellers.shopName),
  ]);
  return {
    status: 'success',
    data: {
      shop: choices.shop,
      shiprocket: account && {
        email: account.email,
        pickupLocation: account.pickupLocation,
        pickupPincode: account.pickupPincode,
        loggedInUntil: account.loggedInUntil?.toISOString() ?? null,
        updatedAt: account.updatedAt.toISOString(),
      },
      sellers: approved.map((seller) => ({
        sellerID: seller.id,
        shopName: seller.shopName,
        choice: choices.sellers.get(seller.id) ?? null,
      })),
    },
  };
}

async function bookingView(
  deps: BookingDependencies,
  row: CourierShipmentRow | null,
): Promise<CourierBooking | null> {
  if (!row) return null;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    status: row.status as CourierBooking['status'],
    awb: row.awb,
    courierName: row.courierName,
    trackingUrl: row.awb ? courierTrackingUrl('shiprocket', row.awb) : null,
    pickupScheduledAt: iso(row.pickupScheduledAt),
    expectedAt: iso(row.expectedAt),
    trackingState: row.trackingState as ParcelState,
    bookedAt: iso(row.bookedAt),
    hasLabel: row.status === 'booked' && (await deps.objects.exists(labelKeyOf(row.id))),
  };
}

export function registerCourierRoutes(app: FastifyInstance, context: AppContext): void {
  const deps = courierDependencies(context);
  const sellerOf = (request: FastifyRequest) => {
    const scope = context.auth.getBackOfficeScope(request);
    if (scope.role !== 'seller') throw new AppError('FORBIDDEN', 'Sellers only.');
    return scope.sellerId;
  };
  const sellerAnswer = async (orderID: string, sellerId: string, message?: string) => ({
    status: 'success' as const,
    ...(message ? { message } : {}),
    data: {
      orderID,
      courier: await courierOfSeller(deps, sellerId),
      booking: await bookingView(deps, await selectShipmentOfPart(deps.db, orderID, sellerId)),
    },
  });

  registerRoute(app, endpoints.couriers, async () => couriersView(deps));
  registerRoute(app, endpoints.couriersShop, async ({ body }) => {
    await chooseCourier(deps, SHOP_SCOPE, body.shop);
    return couriersView(deps);
  });
  registerRoute(app, endpoints.couriersShiprocket, async ({ body }) => {
    await saveShiprocketAccount(deps, body);
    return couriersView(deps);
  });
  registerRoute(app, endpoints.couriersSeller, async ({ params, body }) => {
    const [seller] = await deps.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.id, params.sellerID));
    if (!seller) throw new AppError('NOT_FOUND', 'No seller has this id.');
    await chooseCourier(deps, params.sellerID, body.choice);
    return couriersView(deps);
  });

  registerRoute(app, endpoints.sellerCourier, async ({ params, request }) =>
    sellerAnswer(params.orderID, sellerOf(request)),
  );
  registerRoute(app, endpoints.sellerCourierBook, async ({ params, request }) => {
    const sellerId = sellerOf(request);
    const booking = await bookWithShiprocket(deps, {
      orderId: params.orderID,
      sellerId,
      actor: `seller:${sellerId}`,
    });
    return sellerAnswer(
      params.orderID,
      sellerId,
      booking.already
        ? `Already booked with ${booking.row.courierName ?? 'Shiprocket'}: AWB ${booking.row.awb ?? ''}.`
        : `Booked with ${booking.row.courierName ?? 'Shiprocket'}: AWB ${booking.row.awb ?? ''}. Print the label and keep the parcel ready for pickup.`,
    );
  });
  registerRoute(app, endpoints.sellerCourierLabel, async ({ params, request, reply }) => {
    const label = await readLabel(deps, params.orderID, sellerOf(request));
    return sendPdf(reply, `label-${label.awb}.pdf`, label.pdf);
  });
  registerRoute(app, endpoints.sellerCourierCancel, async ({ params, request }) => {
    const sellerId = sellerOf(request);
    await cancelBooking(deps, { orderId: params.orderID, sellerId });
    return sellerAnswer(params.orderID, sellerId, 'The Shiprocket booking is cancelled.');
  });

  registerRoute(app, endpoints.courierNdrs, async ({ request }) => {
    const scope = context.auth.getBackOfficeScope(request);
    return {
      status: 'success' as const,
      data: await readNdrQueue(deps, scope.role === 'seller' ? scope.sellerId : null),
    };
  });
  registerRoute(app, endpoints.courierNdrAction, async ({ params, body, request }) => {
    const scope = context.auth.getBackOfficeScope(request);
    const asker: NdrAsker =
      scope.role === 'seller'
        ? { role: 'seller', sellerId: scope.sellerId, actor: scope.actor }
        : { role: 'operator', actor: scope.actor };
    const entry = await takeNdrAction(deps, { awb: params.awb, asker, request: body });
    return {
      status: 'success' as const,
      message:
        body.action === 'return'
          ? `Shiprocket is asked to return AWB ${entry.awb} to the seller.`
          : `Shiprocket is asked to try AWB ${entry.awb} again${body.deferredDate ? ` on ${body.deferredDate}` : ''}.`,
      data: entry,
    };
  });
  registerRoute(app, storefrontEndpoints.orderReattempt, async ({ body, request }) => {
    const customerId = context.auth.getCustomerId(request);
    await takeNdrAction(deps, {
      awb: body.awb,
      orderId: body.orderID,
      asker: { role: 'customer', customerId, actor: `customer:${customerId}` },
      request: {
        action: 're-attempt',
        deferredDate: body.date,
        comments: body.date
          ? `The customer asks for another delivery attempt on ${body.date}.`
          : 'The customer asks for another delivery attempt.',
      },
    });
    return {
      status: 'success' as const,
      message: body.date
        ? `The courier will try again on ${body.date}.`
        : 'The courier will try again soon.',
    };
  });

  app.post(COURIER_WEBHOOK_PATH, async (request, reply) => {
    const header = request.headers['x-api-key'];
    const outcome = await receiveTrackingWebhook(deps, {
      apiKey: typeof header === 'string' ? header : undefined,
      body: request.body,
    });
    switch (outcome.kind) {
      case 'bad-key':
        throw new AppError(
          'UNAUTHENTICATED',
          'x-api-key is missing or is not the shop\u2019s webhook key.',
        );
      case 'invalid':
        throw new AppError('VALIDATION_FAILED', 'The body is not a Shiprocket tracking update.');
      case 'unknown-awb':
        throw new AppError(
          'NOT_FOUND',
          `No parcel of this shop has AWB ${outcome.awb}; nothing changed.`,
        );
      case 'cancelled':
        throw new AppError(
          'CONFLICT',
          `The booking of AWB ${outcome.awb} was cancelled; nothing changed.`,
        );
      case 'applied':
        return reply.code(200).send({
          status: 'success',
          awb: outcome.awb,
          newScans: outcome.newScans,
          state: outcome.state,
        });
    }
  });
}
