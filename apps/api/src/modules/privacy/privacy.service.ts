// The data principal's rights over their account (Digital Personal Data Protection Act, 2023,
// ss.6, 11–13; docs/decisions/personal-data.md): a download of everything kept, marketing consent,
// and erasure confirmed by a code to the account's mobile. Each module's rows are read and erased
// through that module's index.ts; this module owns only the consent records.
import type { LanguageCode } from '@haat/contract/constants';
import type { MarketingConsent } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { markSessionsChanged } from '../../lib/session-versions.ts';
import {
  deleteOtpsOfMobile,
  sendAccountDeletionOtp,
  verifyAccountDeletionOtp,
} from '../auth/index.ts';
import { cartPersonalData, eraseCart } from '../cart/index.ts';
import { eraseCaptchas } from '../checkout/index.ts';
import { customerPersonalData, eraseCustomer, selectCustomerContacts } from '../customer/index.ts';
import {
  eraseGrievancesPersonalData,
  grievancesPersonalData,
  type ErasedAttachment,
} from '../grievances/index.ts';
import { invoicesPersonalData } from '../invoices/index.ts';
import { eraseNotifications, notificationsPersonalData } from '../notifications/index.ts';
import { eraseOrdersPersonalData, openMattersOf, ordersPersonalData } from '../orders/index.ts';
import { paymentsPersonalData } from '../payments/index.ts';
import { eraseReviews, reviewsPersonalData } from '../reviews/index.ts';
import { eraseSitePersonalData, sitePersonalData } from '../site/index.ts';
import { eraseWhatsAppPersonalData, whatsappPersonalData } from '../whatsapp/index.ts';
import { courierPersonalData, eraseCourierPersonalData } from '../couriers/index.ts';
import { eraseWishlist, wishlistPersonalData } from '../wishlist/index.ts';
import {
  deleteConsentRecords,
  insertConsentRecord,
  selectConsentRecords,
  type ConsentRow,
} from './privacy.repository.ts';

export const OPEN_ORDER_REFUSAL =
  'Your account cannot be deleted while an order is open (placed, packed or on its way). Try again once it is delivered or cancelled.';
export const OPEN_RETURN_REFUSAL =
  'Your account cannot be deleted while a return is under way. Try again once it is refunded or closed.';
export const REFUND_OWED_REFUSAL =
  'Your account cannot be deleted while a refund is still owed to you. Try again once it is paid.';
export const INVALID_DELETION_OTP = 'Invalid OTP.';

const sessionEnded = () => new AppError('UNAUTHENTICATED', 'Please log in again.');

function toConsent(rows: readonly ConsentRow[]): MarketingConsent {
  const history = rows
    .filter((row) => row.purpose === 'marketing')
    .map((row) => ({ granted: row.granted, recordedAt: row.recordedAt.toISOString() }));
  return { granted: history.at(-1)?.granted ?? false, history };
}

export async function getMarketingConsent(
  db: Executor,
  customerId: string,
): Promise<MarketingConsent> {
  return toConsent(await selectConsentRecords(db, customerId));
}

/** Records the choice with its time; the same choice twice is recorded once. */
export async function setMarketingConsent(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  customerId: string,
  granted: boolean,
): Promise<MarketingConsent> {
  const current = await getMarketingConsent(db, customerId);
  if (current.granted === granted && current.history.length > 0) return current;
  await insertConsentRecord(db, {
    id: newId('cns'),
    customerId,
    purpose: 'marketing',
    granted,
    source: 'account',
    recordedAt: clock.now(),
  });
  return getMarketingConsent(db, customerId);
}

/** Everything the shop keeps about the account, each part from the module that keeps it. */
export async function exportPersonalData(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  customerId: string,
): Promise<Record<string, unknown>> {
  const contacts = await selectCustomerContacts(db, customerId);
  if (!contacts) throw sessionEnded();
  const { profile, addresses } = await customerPersonalData(db, customerId);
  const ordersPart = await ordersPersonalData(db, customerId);
  const site = await sitePersonalData(db, contacts.email);
  return {
    about:
      'Everything Haat keeps about your account, as stored. Amounts ending in "Paise" are in paise (100 paise = 1 rupee); times are UTC.',
    exportedAt: clock.now().toISOString(),
    profile,
    addresses,
    marketingConsent: await getMarketingConsent(db, customerId),
    cart: await cartPersonalData(db, customerId),
    wishlist: await wishlistPersonalData(db, customerId),
    ...ordersPart,
    reviews: await reviewsPersonalData(db, customerId),
    invoices: await invoicesPersonalData(db, customerId),
    payments: await paymentsPersonalData(db, customerId),
    messagesSent: await notificationsPersonalData(db, customerId),
    whatsapp: await whatsappPersonalData(db, customerId),
    deliveryRequests: await courierPersonalData(db, customerId),
    complaints: await grievancesPersonalData(db, customerId),
    contactMessages: site.contactMessages,
    newsletter: site.newsletter,
  };
}

/** Refuses (409) while an order, a return or a refund is still under way. */
async function refuseWhileOpen(db: Executor, customerId: string): Promise<void> {
  const open = await openMattersOf(db, customerId);
  if (open.openOrders > 0) throw new AppError('CONFLICT', OPEN_ORDER_REFUSAL);
  if (open.openReturns > 0) throw new AppError('CONFLICT', OPEN_RETURN_REFUSAL);
  if (open.refundsOwed > 0) throw new AppError('CONFLICT', REFUND_OWED_REFUSAL);
}

export async function sendDeletionCode(
  context: Pick<AppContext, 'db' | 'config' | 'clock' | 'sms'>,
  customerId: string,
  input: { ip: string; language: LanguageCode },
): Promise<void> {
  const contacts = await selectCustomerContacts(context.db, customerId);
  if (!contacts) throw sessionEnded();
  await refuseWhileOpen(context.db, customerId);
  await sendAccountDeletionOtp(context, { mobile: contacts.mobile, ...input });
}

/**
 * Erases the account once the code from its mobile is given: nothing changes on a refusal.
 * What stays, and why, is in docs/decisions/personal-data.md.
 */
export async function deleteAccount(
  context: Pick<AppContext, 'db' | 'config' | 'clock' | 'storage'>,
  customerId: string,
  otp: string,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const { db, clock } = context;
  const contacts = await selectCustomerContacts(db, customerId);
  if (!contacts) throw sessionEnded();
  await refuseWhileOpen(db, customerId);
  if (!(await verifyAccountDeletionOtp(context, { mobile: contacts.mobile, otp }))) {
    throw new AppError('VALIDATION_FAILED', INVALID_DELETION_OTP, { otp: INVALID_DELETION_OTP });
  }
  const now = clock.now();
  const { photoFolders, attachments } = await db.transaction(async (tx) => {
    // Checked again inside: an order placed between the code and now keeps the account.
    await refuseWhileOpen(tx, customerId);
    const erased = await eraseOrdersPersonalData(tx, customerId);
    await eraseNotifications(tx, customerId);
    await eraseWhatsAppPersonalData(tx, customerId);
    await eraseCourierPersonalData(tx, customerId);
    const attachments = await eraseGrievancesPersonalData(tx, customerId);
    await eraseReviews(tx, customerId);
    await eraseCart(tx, customerId);
    await eraseWishlist(tx, customerId);
    await eraseCaptchas(tx, customerId);
    await eraseSitePersonalData(tx, contacts.email);
    await deleteOtpsOfMobile(tx, contacts.mobile);
    await deleteConsentRecords(tx, customerId);
    await eraseCustomer(tx, customerId, now);
    return { ...erased, attachments };
  });
  markSessionsChanged();
  // The photos' files after the rows: a store that is away leaves files nothing points at.
  for (const folder of photoFolders) {
    await context.storage.media.removeFolder(folder).catch((error: unknown) => {
      log.warn({ err: error, folder }, 'an erased return photo stayed in the store');
    });
  }
  for (const attachment of attachments) {
    await removeAttachment(context.storage, attachment).catch((error: unknown) => {
      log.warn(
        { err: error, ref: attachment.ref },
        "an erased complaint's file stayed in the store",
      );
    });
  }
}

function removeAttachment(
  storage: Pick<AppContext, 'storage'>['storage'],
  attachment: ErasedAttachment,
): Promise<void> {
  return attachment.store === 'media'
    ? storage.media.removeFolder(attachment.ref)
    : storage.objects.remove(attachment.ref);
}
