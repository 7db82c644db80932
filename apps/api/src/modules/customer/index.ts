// The customer module owns a signed-in customer's own account: profile, password and addresses.
export { registerCustomerRoutes } from './customer.routes.ts';
