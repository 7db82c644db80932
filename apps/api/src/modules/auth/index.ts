// The auth module owns signing in: one-time passwords, customer registration, login and logout.
export { registerAuthRoutes } from './auth.routes.ts';
// Erasing an account is confirmed by a code to its mobile; its codes go with it
// (docs/decisions/personal-data.md).
export { sendAccountDeletionOtp, verifyAccountDeletionOtp } from './otp.service.ts';
export { deleteOtpsOfMobile } from './auth.repository.ts';
