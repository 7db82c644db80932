// The orders module owns an order's life after placement: lists, details, tracking, the shipping
// state machine, sellers' shipments, cancellation.
export { registerOrderRoutes } from './orders.routes.ts';
export {
  advanceOrder,
  moveOrder,
  listOrdersForOperator,
  findCustomerOrderRow,
  type MoveOrderInput,
} from './orders.service.ts';
export { TRANSITIONS, nextShippingState, canMove } from './order-states.ts';
// A shopper's cancel after shipping (with its fee) and the parcel back from the courier.
export {
  cancelLinesByCustomer,
  cancelOrderByCustomer,
  receiveCourierReturn,
  receiveReturnToOrigin,
  type CourierReturnOutcome,
} from './cancellation.service.ts';
// Orders paid with a test payment in a real shop (docs/decisions/going-live.md): they never ship,
// and the payouts to sellers must leave out every order isTestPaidOrder answers true for.
export { isTestPaidOrder, TEST_PAID_REFUSAL } from './test-payments.ts';
// Payments keep the gateway's reference on the order through this, never by writing the table.
export { recordPaymentReference } from './orders.repository.ts';
export type { OperatorOrderFilter, OrderRow } from './orders.repository.ts';
export { getOrderForOperator, type OperatorOrderDetail } from './operator-order.service.ts';
// The outbox relay of order events (invoices at shipping, the shopper's messages): a background job.
export { countUnhandledEvents, relayOrderEvents } from './order-events.relay.ts';
export {
  recordShipment,
  type RecordShipmentInput,
  type ShipmentChange,
} from './shipments.service.ts';
export type { ShipmentView } from './shipment-views.ts';
export {
  recordRefund,
  retryRefund,
  returnIdOfPurpose,
  settleRefund,
  type RecordRefundInput,
} from './refunds.service.ts';
// Refunds paid back through the gateway: the refunds job, and the gateway's word on one.
export { settleRefunds, type RefundJobDependencies } from './refund-settlement.service.ts';
export {
  selectRefund,
  selectRefundByReference,
  selectRefundPage,
  type RefundRow,
  type RefundStatus,
} from './refunds.repository.ts';
// The shopper's message about a failed delivery attempt (the couriers module's scans).
export { oweDeliveryFailedMessage } from './delivery-messages.ts';
// What a message to the shopper shows of the order (the e-mails' lines and totals).
export { readOrderSummary, type OrderSummary, type OrderSummaryLine } from './order-summary.ts';
// What an order's messages say, read when a message is sent (an SMS template's variables).
export { readOrderFacts } from './order-facts.ts';
// Returns of delivered lines (docs/decisions/returns.md): the back office moves them a step;
// the demo seed asks for its returns as a shopper would (seed/after-sale.ts).
export {
  findOrIssueReturnCreditNotePdf,
  issueReturnCreditNoteOf,
  moveReturn,
  requestReturn,
  type MoveReturnInput,
} from './returns.service.ts';
export { toWireReturns } from './return-views.ts';
export {
  selectReturn,
  selectReturnNames,
  selectReturnPage,
  selectReturnPayeeMasks,
  type ReturnRow,
  type ReturnState,
} from './returns.repository.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { eraseOrdersPersonalData, openMattersOf, ordersPersonalData } from './personal-data.ts';
