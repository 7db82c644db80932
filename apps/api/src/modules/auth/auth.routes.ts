import type { FastifyInstance } from 'fastify';
import { accountsBackOfficeEndpoints, endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { registerRoute } from '../../lib/route.ts';
import {
  logInAdmin,
  logInCustomer,
  logInSeller,
  logOutCustomer,
  registerCustomer,
} from './auth.service.ts';
import { sendRegistrationOtp, verifyRegistrationOtp } from './otp.service.ts';

const INVALID_OTP_MESSAGE = 'Invalid OTP.';

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth } = context;

  registerRoute(app, endpoints.sendOtp, async ({ body, request }) => {
    await sendRegistrationOtp(context, {
      mobile: body.mobile,
      ip: request.ip,
      language: languageFromHeader(request.headers['accept-language']),
    });
    return { status: 'success', message: 'OTP sent to your mobile number.' };
  });

  const verify = async (input: { mobile: string; otp: string }) => {
    if (!(await verifyRegistrationOtp(context, input))) {
      throw new AppError('VALIDATION_FAILED', INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });
    }
    return { status: 'success', message: 'OTP verified.' } as const;
  };
  registerRoute(app, endpoints.verifyOtp, async ({ query }) => verify(query));
  registerRoute(app, endpoints.verifyOtpPost, async ({ body }) => verify(body));

  registerRoute(app, endpoints.createCustomer, async ({ body }) => {
    await registerCustomer(context, body);
    return { status: 'success', message: 'Registration successful. Please log in.' };
  });

  registerRoute(app, endpoints.login, async ({ body, request }) => ({
    status: 'success',
    message: 'Login successful.',
    token: await logInCustomer(context, body, request.ip),
  }));

  registerRoute(app, accountsBackOfficeEndpoints.adminLogin, async ({ body, request }) => ({
    status: 'success',
    message: 'Login successful.',
    token: await logInAdmin(context, body, request.ip),
  }));

  registerRoute(app, accountsBackOfficeEndpoints.sellerLogin, async ({ body, request }) => ({
    status: 'success',
    message: 'Login successful.',
    token: await logInSeller(context, body, request.ip),
  }));

  registerRoute(app, endpoints.logout, {}, async ({ request }) => {
    await logOutCustomer(context, auth.getCustomerId(request));
    return { status: 'success', message: 'You have been logged out.' };
  });
}
