// The auth module owns signing in: one-time passwords, customer registration, login and logout.
export { registerAuthRoutes } from './auth.routes.ts';
