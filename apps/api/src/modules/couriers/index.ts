// The couriers module (docs/decisions/couriers.md): the courier port and its Shiprocket and
// Delhivery adapters,
// the shop's and sellers' choice of courier, booking a seller's part of an order (AWB, pickup,
// label), and tracking from the courier's scans (webhook and poll of quiet parcels).
export { registerCourierRoutes, courierDependencies } from './couriers.routes.ts';
export { COURIER_WEBHOOK_PATH } from './webhook.ts';
export { DELHIVERY_PUSH_PATH } from './delhivery-push.ts';
export { pollQuietShipments } from './tracking.service.ts';
// COD remittances: read with the poll, and the settlement run's question of a courier's parcels.
export { readCourierRemittances } from './cod-remittance.service.ts';
export {
  courierCodParts,
  codRemittancesOfOrders,
  type CodRemittanceState,
} from './cod-remittance-parts.ts';
export { bookedCourierOf, labelKeyOf as courierLabelKey } from './booking.service.ts';
export {
  shiprocketPort,
  delhiveryPort,
  saveDelhiveryAccount,
  saveShiprocketAccount,
  chooseCourier,
  readChoices as readCourierChoices,
} from './account.service.ts';
export { CourierError, type CourierPort } from './courier-port.ts';
// The product page's pin-code check: the seller's courier's date, kept a day per pin-code pair.
export { courierEstimate, type CourierEstimate } from './estimates.service.ts';
export { createShiprocket } from './shiprocket.ts';
export { createDelhivery } from './delhivery.ts';
// Delete my account and Download my data (docs/decisions/personal-data.md).
export { courierPersonalData, eraseCourierPersonalData } from './courier-erasure.ts';
// A return's pickup booked with the courier that delivered its part (the back office's Returns).
export {
  bookReturnPickup,
  pickupWords,
  type ReturnPickupOutcome,
} from './return-pickup.service.ts';
