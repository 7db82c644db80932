import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { registerRoute } from '../../lib/route.ts';
import {
  deleteAccount,
  exportPersonalData,
  getMarketingConsent,
  sendDeletionCode,
  setMarketingConsent,
} from './privacy.service.ts';

export function registerPrivacyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, auth } = context;

  registerRoute(app, endpoints.personalData, async ({ request, reply }) => {
    void reply.header('content-disposition', 'attachment; filename="haat-my-data.json"');
    return {
      status: 'success',
      data: await exportPersonalData(context, auth.getCustomerId(request)),
    };
  });

  registerRoute(app, endpoints.marketingConsent, async ({ request }) => ({
    status: 'success',
    data: await getMarketingConsent(db, auth.getCustomerId(request)),
  }));

  registerRoute(app, endpoints.marketingConsentUpdate, async ({ body, request }) => ({
    status: 'success',
    message: 'Your choice has been saved.',
    data: await setMarketingConsent(context, auth.getCustomerId(request), body.granted),
  }));

  registerRoute(app, endpoints.accountDeletionOtp, async ({ request }) => {
    await sendDeletionCode(context, auth.getCustomerId(request), {
      ip: request.ip,
      language: languageFromHeader(request.headers['accept-language']),
    });
    return { status: 'success', message: 'OTP sent to your mobile number.' };
  });

  registerRoute(app, endpoints.accountDelete, async ({ body, request }) => {
    await deleteAccount(context, auth.getCustomerId(request), body.otp, request.log);
    return { status: 'success', message: 'Your account has been deleted.' };
  });
}
