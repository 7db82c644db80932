// The orders module owns an order's life after placement: lists, details, tracking, the shipping
// state machine, cancellation.
export { registerOrderRoutes } from './orders.routes.ts';
export {
  advanceOrder,
  moveOrder,
  listOrdersForOperator,
  findCustomerOrderRow,
  type MoveOrderInput,
} from './orders.service.ts';
export { TRANSITIONS, nextShippingState, canMove } from './order-states.ts';
