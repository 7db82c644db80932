// A seller moves their own part of an order along (packed, shipped with courier and tracking
// number, delivered); the order's state follows its sellers' shipments (orders/shipment-states.ts).
import { type ShipmentAnswer, shipmentsBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { registerRoute } from '../../../lib/route.ts';
import { bookedCourierOf } from '../../couriers/index.ts';
import type { ShipmentChange } from '../../orders/index.ts';
import { readOrderDetail } from '../orders/orders.actions.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { recordShipmentAudited } from './shipments.service.ts';

/** What became of the whole order: moved along, or waiting for the other sellers' parts. */
function orderNote(change: ShipmentChange): string {
  if (change.orderTo !== change.orderFrom) return `The order is now ${change.orderTo}.`;
  return `The order stays ${change.orderTo} until the other sellers' parts catch up.`;
}

export function registerShipmentRoutes(app: FastifyInstance, access: RouteAccess) {
  registerRoute(
    app,
    shipmentsBackOfficeEndpoints.sellerShipment,
    async ({ params, body, request }): Promise<ShipmentAnswer> => {
      const { sellerId } = access.sellerScopeOf(request);
      const orderID = params.orderID;
      // A part booked with a courier ships and arrives by the courier's scans
      // (docs/decisions/couriers.md), never by a typed courier and number.
      const courier =
        body.state === 'Packed' ? null : await bookedCourierOf(access.deps.db, orderID, sellerId);
      if (courier)
        throw new AppError(
          'CONFLICT',
          `This part is booked with ${courier}: its scans mark it shipped and delivered.`,
        );
      const change = await recordShipmentAudited(access.deps, sellerId, orderID, body);
      const detail = await readOrderDetail(access.deps, orderID, { sellerId });
      const [shipment] = detail.data.shipments;
      if (!shipment) throw new Error('a recorded shipment is missing from its order');
      return {
        status: 'success',
        message: `Your part of order ${orderID} is ${shipment.state}. ${orderNote(change)}`,
        data: { orderID, shipment, shippingStatus: detail.data.shippingStatus },
      };
    },
  );
}
