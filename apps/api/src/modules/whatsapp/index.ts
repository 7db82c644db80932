// The WhatsApp module: order updates as Meta WhatsApp Business Cloud API template messages, the
// shoppers' choice of them, Meta's webhooks, and which messages fall back to SMS. The
// notifications module drives it (docs/decisions/whatsapp.md).
export {
  FALLBACK_MINUTES,
  WhatsAppRefusal,
  checkCloudApi,
  recordTemplateMessage,
  sendRecordedMessage,
  takeMessagesOwedSms,
  wasDeliveredOnWhatsApp,
  whatsappRecipientOfOrder,
  type WhatsAppConfig,
} from './whatsapp.service.ts';
export {
  PARAMETER_MAX_LENGTH,
  WHATSAPP_TEMPLATES,
  parameterProblem,
  whatsappNumberOf,
  type TemplateFacts,
  type TemplateKind,
} from './whatsapp-templates.ts';
export { registerWhatsAppRoutes, WHATSAPP_WEBHOOK_PATH } from './whatsapp.routes.ts';
export {
  billableWhatsAppMessages,
  whatsappDays,
  whatsappMessagesOfOrder,
} from './whatsapp-view.ts';
export { signatureOf } from './webhook-signature.ts';
export {
  ERASED_RECIPIENT,
  eraseWhatsAppPersonalData,
  whatsappPersonalData,
} from './whatsapp-erasure.ts';
export { recordChoiceWith as recordWhatsAppChoice } from './whatsapp-choice.ts';
