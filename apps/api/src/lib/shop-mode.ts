// A shop is a demo or real (docs/decisions/going-live.md). The demo is the seed's marketplace on a
// laptop; a real shop is anything else, and refuses to start with test payments or texts and
// e-mails kept in files unless the operator switched them on for a trial.
import type { Config } from '../config.ts';

export interface ShopMode {
  kind: 'demo' | 'real';
  /**
   * A real shop taking test payments (the sandbox gateway, TEST_PAYMENTS=true): every page shows
   * the "test shop" strip and orders paid that way can be neither shipped nor paid out.
   */
  testPayments: boolean;
  /** A real shop whose texts or e-mails are kept in files (MESSAGES_IN_FILES=true). */
  messagesInFiles: boolean;
}

/** What a rule about the shop's own orders needs to know of it: demo or real. */
export type ShopKind = Pick<ShopMode, 'kind'>;

/** What tests and the demo run as: the demo, nothing switched on. */
export const DEMO_SHOP_MODE: ShopMode = {
  kind: 'demo',
  testPayments: false,
  messagesInFiles: false,
};

type ModeConfig = Pick<Config, 'paymentProvider' | 'trial' | 'sms' | 'email'> &
  Partial<Pick<Config, 'testClock'>>;

function keepsMessagesInFiles(config: ModeConfig): boolean {
  return config.sms.provider === 'outbox' || config.email.provider === 'outbox';
}

export function shopModeOf(config: ModeConfig, isDemo: boolean): ShopMode {
  if (isDemo) return DEMO_SHOP_MODE;
  return {
    kind: 'real',
    testPayments: config.paymentProvider === 'sandbox',
    messagesInFiles: keepsMessagesInFiles(config),
  };
}

/**
 * Why a real shop may not start as configured (empty: it may). The demo always may: it is the
 * laptop's shop, with the sandbox and files by design.
 */
export function refusalsToStart(config: ModeConfig, isDemo: boolean): string[] {
  if (isDemo) return [];
  const reasons: string[] = [];
  // docs/decisions/test-clock.md: a real shop's time is never moved, whatever NODE_ENV says.
  if (config.testClock) {
    reasons.push(
      "Test clock: this is a real shop and HAAT_TEST_CLOCK=true would let its clock be moved forward, releasing sellers' money early. " +
        'Remove HAAT_TEST_CLOCK: it is for a server started for tests on the demo shop.',
    );
  }
  if (config.paymentProvider === 'sandbox' && !config.trial.testPayments) {
    reasons.push(
      'Payments: this is a real shop and PAYMENT_PROVIDER is the sandbox, where shoppers mark their own orders paid. ' +
        'Set PAYMENT_PROVIDER=razorpay with its keys, or TEST_PAYMENTS=true for a trial (every page then says "Test shop — no real money", and test-paid orders cannot be shipped).',
    );
  }
  if (keepsMessagesInFiles(config) && !config.trial.messagesInFiles) {
    const which = [
      config.sms.provider === 'outbox' ? 'texts (SMS_PROVIDER=outbox)' : '',
      config.email.provider === 'outbox' ? 'e-mails (EMAIL_PROVIDER=outbox)' : '',
    ].filter(Boolean);
    reasons.push(
      `Messages: this is a real shop and its ${which.join(' and ')} would be kept in files under DATA_DIR instead of sent. ` +
        'Set SMS_PROVIDER=msg91 or twilio and EMAIL_PROVIDER=smtp (README, Going live), or MESSAGES_IN_FILES=true for a trial.',
    );
  }
  return reasons;
}

/** The lines every start prints about what kind of shop this is. */
export function describeShopMode(mode: ShopMode, config: Pick<Config, 'sms' | 'email'>): string[] {
  if (mode.kind === 'demo') {
    return [
      '  This database holds the demo marketplace: not for real shoppers (README, Going live).',
    ];
  }
  const lines: string[] = [];
  if (mode.testPayments) {
    lines.push(
      '  TEST PAYMENTS are on (TEST_PAYMENTS=true): no real money; test-paid orders cannot be shipped.',
    );
  }
  if (mode.messagesInFiles) {
    const kept = [
      config.sms.provider === 'outbox' ? 'texts' : '',
      config.email.provider === 'outbox' ? 'e-mails' : '',
    ].filter(Boolean);
    const which = kept.join(' and ');
    lines.push(
      `  ${which.charAt(0).toUpperCase()}${which.slice(1)} are kept in files under DATA_DIR, not sent (MESSAGES_IN_FILES=true).`,
    );
  }
  return lines;
}
