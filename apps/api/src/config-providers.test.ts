// MSG91's templates registered in Hindi: optional, each on its own; a Hindi order's SMS of a kind
// without one goes with the English template (modules/notifications/sms-notification-sender.ts).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const MSG91 = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_SENDER_ID: 'HAATIN',
  MSG91_TEMPLATE_OTP: 't-otp',
  MSG91_TEMPLATE_ORDER_PLACED: 't-placed',
  MSG91_TEMPLATE_ORDER_SHIPPED: 't-shipped',
  MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 't-ofd',
  MSG91_TEMPLATE_ORDER_DELIVERED: 't-delivered',
  MSG91_TEMPLATE_ORDER_CANCELLED: 't-cancelled',
  MSG91_TEMPLATE_ORDER_REFUNDED: 't-refunded',
  MSG91_TEMPLATE_RETURN_UPDATE: 't-return',
};

const HINDI = {
  MSG91_TEMPLATE_ORDER_PLACED_HI: 't-placed-hi',
  MSG91_TEMPLATE_ORDER_SHIPPED_HI: 't-shipped-hi',
  MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY_HI: 't-ofd-hi',
  MSG91_TEMPLATE_ORDER_DELIVERED_HI: 't-delivered-hi',
  MSG91_TEMPLATE_ORDER_CANCELLED_HI: 't-cancelled-hi',
  MSG91_TEMPLATE_ORDER_REFUNDED_HI: 't-refunded-hi',
  MSG91_TEMPLATE_RETURN_UPDATE_HI: 't-return-hi',
  MSG91_TEMPLATE_ORDER_DELIVERY_FAILED_HI: 't-delivery-failed-hi',
};

function msg91Config(env: Record<string, string | undefined>) {
  const { sms } = loadConfig(env);
  if (sms.provider !== 'msg91') throw new Error(`expected msg91, got ${sms.provider}`);
  return sms;
}

describe('MSG91 templates in Hindi', () => {
  it('are not needed: without them there are none, and the English ones are as before', () => {
    const sms = msg91Config(MSG91);
    expect(sms.translatedTemplates).toBeUndefined();
    expect(sms.templates.placed).toBe('t-placed');
  });

  it('are read per order message kind, beside the English ones', () => {
    const sms = msg91Config({ ...MSG91, ...HINDI });
    expect(sms.translatedTemplates).toEqual({
      hi: {
        placed: 't-placed-hi',
        shipped: 't-shipped-hi',
        'out-for-delivery': 't-ofd-hi',
        delivered: 't-delivered-hi',
        cancelled: 't-cancelled-hi',
        refunded: 't-refunded-hi',
        return: 't-return-hi',
        'delivery-failed': 't-delivery-failed-hi',
      },
    });
    expect(sms.templates).toMatchObject({ placed: 't-placed', return: 't-return' });
  });

  it('each is optional: only the kinds set have one, an empty one is unset', () => {
    const sms = msg91Config({
      ...MSG91,
      MSG91_TEMPLATE_ORDER_PLACED_HI: 't-placed-hi',
      MSG91_TEMPLATE_ORDER_SHIPPED_HI: '',
    });
    expect(sms.translatedTemplates).toEqual({ hi: { placed: 't-placed-hi' } });
  });

  it('do not stand in for a missing English template', () => {
    expect(() => loadConfig({ ...MSG91, ...HINDI, MSG91_TEMPLATE_ORDER_PLACED: '' })).toThrow(
      'SMS_PROVIDER=msg91 needs MSG91_TEMPLATE_ORDER_PLACED',
    );
  });
});
