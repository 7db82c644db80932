// The notifications module: the outbox of messages owed to shoppers about their orders, and
// their delivery through a provider (a file outbox under DATA_DIR by default).
export {
  DELIVERY,
  countFailedNotifications,
  createWhatsAppNotificationSender,
  deliverPendingNotifications,
  fallBackToSms,
  recordOrderNotifications,
  type Recipient,
} from './notifications.service.ts';
export { countUnsent } from './notifications.repository.ts';
export {
  NOTIFICATION_OUTBOX_DIR,
  createChannelSender,
  createFileNotificationSender,
  PermanentDeliveryError,
  type NotificationSender,
  type OutgoingMessage,
} from './notification-sender.ts';
export { createSmsNotificationSender } from './sms-notification-sender.ts';
export {
  NOTIFIED_STATES,
  type NotificationKind,
  type OrderFacts,
  type ReturnStepKind,
} from './notification-texts.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { eraseNotifications, notificationsPersonalData } from './personal-data.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
