// The couriers module's routes: the operator's courier settings, the seller's booking, label and
// cancel (contract: back-office/couriers.ts), and Shiprocket's tracking webhook (outside the
// contract: a machine callback, listed in docs/api.md's footer).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BACK_OFFICE_PAGE_SIZE_DEFAULT,
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
  saveDelhiveryAccount,
  saveShiprocketAccount,
  SHOP_SCOPE,
  type BookingProvider,
  type CourierDependencies,
} from './account.service.ts';
import {
  bookWithCourier,
  cancelBooking,
  PROVIDER_NAMES,
  labelKeyOf,
  readLabel,
  type BookingDependencies,
} from './booking.service.ts';
import {
  selectShipmentList,
  selectShipmentOfPart,
  type CourierShipmentRow,
} from './couriers.repository.ts';
import { printLabels } from './labels.service.ts';
import { movePickup, readManifest } from './manifest.service.ts';
import { pickupDaysOpen } from './pickup-day.ts';
import { COURIER_WEBHOOK_PATH, receiveTrackingWebhook, type WebhookOutcome } from './webhook.ts';
import { DELHIVERY_PUSH_PATH, receiveDelhiveryPush } from './delhivery-push.ts';
import { readNdrQueue, takeNdrAction, type NdrAsker } from './ndr.service.ts';
import { registerCodRemittanceRoutes } from './cod-remittance.routes.ts';

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
  const [choices, account, delhivery, approved] = await Promise.all([
    readChoices(deps),
    describeAccount(deps, 'shiprocket'),
    describeAccount(deps, 'delhivery'),
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
      delhivery: delhivery && {
        email: delhivery.email,
        pickupLocation: delhivery.pickupLocation,
        pickupPincode: delhivery.pickupPincode,
        loggedInUntil: null,
        updatedAt: delhivery.updatedAt.toISOString(),
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
    trackingUrl: row.awb ? courierTrackingUrl(row.provider, row.awb) : null,
    pickupScheduledAt: iso(row.pickupScheduledAt),
    expectedAt: iso(row.expectedAt),
    trackingState: row.trackingState as ParcelState,
    bookedAt: iso(row.bookedAt),
    hasLabel: row.status === 'booked' && (await deps.objects.exists(labelKeyOf(row.id))),
    pickupDay: row.pickupDay,
    reference: row.channelOrderId,
    attempt: row.attempt,
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
      pickupDays: pickupDaysOpen(deps.clock.now()),
    },
  });

  registerCodRemittanceRoutes(app, context, deps);
  registerRoute(app, endpoints.couriers, async () => couriersView(deps));
  registerRoute(app, endpoints.couriersShop, async ({ body }) => {
    await chooseCourier(deps, SHOP_SCOPE, body.shop);
    return couriersView(deps);
  });
  registerRoute(app, endpoints.couriersShiprocket, async ({ body }) => {
    await saveShiprocketAccount(deps, body);
    return couriersView(deps);
  });
  registerRoute(app, endpoints.couriersDelhivery, async ({ body }) => {
    await saveDelhiveryAccount(deps, body);
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
  registerRoute(app, endpoints.sellerCourierBook, async ({ params, query, request }) => {
    const sellerId = sellerOf(request);
    const booking = await bookWithCourier(deps, {
      orderId: params.orderID,
      sellerId,
      actor: `seller:${sellerId}`,
      pickupDate: query.pickupDate,
    });
    const courier = booking.row.courierName ?? PROVIDER_NAMES.shiprocket;
    return sellerAnswer(
      params.orderID,
      sellerId,
      booking.already
        ? `Already booked with ${courier}: AWB ${booking.row.awb ?? ''}.`
        : `Booked with ${courier}: AWB ${booking.row.awb ?? ''}. Print the label and keep the parcel ready for pickup${booking.row.pickupDay ? ` on ${booking.row.pickupDay}` : ''}.`,
    );
  });
  registerRoute(app, endpoints.sellerCourierPickup, async ({ params, body, request }) => {
    const sellerId = sellerOf(request);
    const row = await movePickup(deps, {
      orderId: params.orderID,
      sellerId,
      pickupDate: body.pickupDate,
    });
    return sellerAnswer(params.orderID, sellerId, `The pickup is now on ${row.pickupDay ?? ''}.`);
  });
  registerRoute(app, endpoints.sellerCourierManifest, async ({ query, request, reply }) => {
    const sellerId = sellerOf(request);
    const [seller] = await deps.db
      .select({ shopName: sellers.shopName })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    const manifest = await readManifest(deps, {
      sellerId,
      shopName: seller?.shopName ?? sellerId,
      day: query.date,
    });
    return sendPdf(reply, `manifest-${manifest.day}.pdf`, manifest.pdf);
  });
  registerRoute(app, endpoints.courierLabels, async ({ body, request, reply }) => {
    const scope = context.auth.getBackOfficeScope(request);
    const labels = await printLabels(deps, {
      awbs: body.awbs,
      sellerId: scope.role === 'seller' ? scope.sellerId : null,
    });
    return sendPdf(reply, `labels-${labels.count}.pdf`, labels.pdf);
  });
  registerRoute(app, endpoints.courierShipments, async ({ query, request }) => {
    const scope = context.auth.getBackOfficeScope(request);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? BACK_OFFICE_PAGE_SIZE_DEFAULT;
    const { rows, total } = await selectShipmentList(deps.db, {
      // A seller sees only their own bookings, whatever the filter says.
      sellerId: scope.role === 'seller' ? scope.sellerId : (query.sellerID ?? null),
      state: query.state ?? null,
      pickupDay: query.pickupDay ?? null,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const items = await Promise.all(
      rows.map(async ({ shipment, shopName }) => ({
        ...(await bookingView(deps, shipment))!,
        orderID: shipment.orderId,
        sellerID: shipment.sellerId,
        shopName,
        provider: shipment.provider as BookingProvider,
      })),
    );
    return { status: 'success' as const, data: { items, total, page, pageSize } };
  });
  registerRoute(app, endpoints.sellerCourierLabel, async ({ params, request, reply }) => {
    const label = await readLabel(deps, params.orderID, sellerOf(request));
    return sendPdf(reply, `label-${label.awb}.pdf`, label.pdf);
  });
  registerRoute(app, endpoints.sellerCourierCancel, async ({ params, request }) => {
    const sellerId = sellerOf(request);
    const row = await cancelBooking(deps, { orderId: params.orderID, sellerId });
    const name = PROVIDER_NAMES[row.provider as keyof typeof PROVIDER_NAMES] ?? row.provider;
    return sellerAnswer(params.orderID, sellerId, `The ${name} booking is cancelled.`);
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
    const { entry, courier } = await takeNdrAction(deps, {
      awb: params.awb,
      asker,
      request: body,
    });
    return {
      status: 'success' as const,
      message:
        body.action === 'return'
          ? `${courier} is asked to return AWB ${entry.awb} to the seller.`
          : `${courier} is asked to try AWB ${entry.awb} again${body.deferredDate ? ` on ${body.deferredDate}` : ''}.`,
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
    return answerScans(reply, outcome, {
      badKey: 'x-api-key is missing or is not the shop\u2019s webhook key.',
      invalid: 'The body is not a Shiprocket tracking update.',
    });
  });

  app.post(DELHIVERY_PUSH_PATH, async (request, reply) => {
    const header = request.headers.authorization;
    const outcome = await receiveDelhiveryPush(deps, {
      authorization: typeof header === 'string' ? header : undefined,
      body: request.body,
    });
    return answerScans(reply, outcome, {
      badKey: 'Authorization is missing or is not the shop\u2019s scan push secret.',
      invalid: 'The body is not a Delhivery scan: Shipment.AWB and Shipment.Status are needed.',
    });
  });
}

/** A courier's scans answered alike: 401, 400, 404 and 409 change nothing; 200 says what did. */
function answerScans(
  reply: FastifyReply,
  outcome: WebhookOutcome,
  words: { badKey: string; invalid: string },
) {
  switch (outcome.kind) {
    case 'bad-key':
      throw new AppError('UNAUTHENTICATED', words.badKey);
    case 'invalid':
      throw new AppError('VALIDATION_FAILED', words.invalid);
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
}
