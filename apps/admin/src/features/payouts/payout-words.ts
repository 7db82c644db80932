// The words of sellers' payout onboarding, shared by the seller's page and the operator's list.
import type { PayoutAccountStatus, PayoutBusinessType } from '@haat/contract';

export const PAYOUT_STATUSES: readonly PayoutAccountStatus[] = [
  'not_started',
  'submitted',
  'approved',
  'linked',
  'rejected',
];

export const PAYOUT_STATUS_NAMES: Record<PayoutAccountStatus, string> = {
  not_started: 'Not started',
  submitted: 'Waiting for approval',
  approved: 'Approved, linking',
  linked: 'Linked',
  rejected: 'Rejected',
};

export const PAYOUT_STATUS_BADGES: Record<PayoutAccountStatus, string> = {
  not_started: 'pending',
  submitted: 'pending',
  approved: 'Shipped',
  linked: 'active',
  rejected: 'paused',
};

export const BUSINESS_TYPES: ReadonlyArray<readonly [PayoutBusinessType, string]> = [
  ['individual', 'Individual'],
  ['proprietorship', 'Proprietorship'],
  ['partnership', 'Partnership firm'],
  ['llp', 'Limited liability partnership (LLP)'],
  ['private_limited', 'Private limited company'],
  ['public_limited', 'Public limited company'],
  ['huf', 'Hindu undivided family (HUF)'],
  ['trust', 'Trust'],
  ['society', 'Society'],
];

export const businessTypeName = (type: PayoutBusinessType | null) =>
  BUSINESS_TYPES.find(([value]) => value === type)?.[1] ?? '—';
