// The parts of `doctor` that reach shoppers: the SMS gateway and the SMTP relay. Without --send
// nothing is sent: the relay's login is tried, and the gateway's account is read with the shop's
// credentials (MSG91's balance, Twilio's Account resource), so a gateway that is down, too slow
// or refusing the key is a ✗. With --send a test message goes to the operator's own number and
// address too, through the same code the shop uses.
import type { Config } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import {
  GatewayAccountError,
  createSmsSender,
  maskMobile,
  readGatewayAccount,
} from '../lib/sms/index.ts';
import { sendTestEmail, verifySmtpRelay } from '../modules/email/index.ts';
import { checkCloudApi } from '../modules/whatsapp/index.ts';
import { DoctorProblem, type DoctorCheck } from './doctor.ts';

export interface SendTo {
  mobile?: string;
  email?: string;
}

/** A real shop keeps messages in files only with MESSAGES_IN_FILES on: its going live ends that. */
const trialNote = (config: Config) =>
  config.trial.messagesInFiles ? ' and remove MESSAGES_IN_FILES' : '';

/** The digits a test text carries in the OTP template (a gateway sends only registered texts). */
const TEST_CODE = '000000';

export function smsCheck(config: Config, send: SendTo | undefined): DoctorCheck {
  return {
    part: 'sms',
    async run(signal) {
      const { sms } = config;
      if (sms.provider === 'outbox') {
        throw new DoctorProblem(
          `SMS_PROVIDER=outbox writes codes to a file: no shopper receives one. Set msg91 or twilio${trialNote(config)}`,
        );
      }
      let account: string;
      try {
        account = await readGatewayAccount(sms, signal);
      } catch (error) {
        if (error instanceof GatewayAccountError) throw new DoctorProblem(error.message);
        throw error;
      }
      if (!send?.mobile) return `${account}; add --send --mobile <n> to send a test`;
      const sender = createSmsSender(config, { clock: systemClock });
      await sender.send(
        send.mobile,
        `${TEST_CODE} is your Haat verification code. This is a test from your shop's doctor.`,
        { kind: 'otp', otp: TEST_CODE, variables: { otp: TEST_CODE, minutes: '10' } },
      );
      return `${account}, and took a test text to ${maskMobile(send.mobile)} (the OTP template, code ${TEST_CODE})`;
    },
  };
}

export function emailCheck(config: Config, send: SendTo | undefined): DoctorCheck {
  return {
    part: 'email',
    async run() {
      const { email } = config;
      if (email.provider === 'outbox') {
        throw new DoctorProblem(
          `EMAIL_PROVIDER=outbox writes e-mails to files: no shopper receives one. Set smtp${trialNote(config)}`,
        );
      }
      const relay = new URL(email.smtpUrl).host;
      if (!send?.email) {
        await verifySmtpRelay({ smtpUrl: email.smtpUrl });
        return `${relay} accepted the login; add --send --email <address> to send a test`;
      }
      await sendTestEmail(
        { smtpUrl: email.smtpUrl, from: email.from, replyTo: email.replyTo },
        send.email,
      );
      return `${relay} took a test e-mail from ${email.from} to ${send.email}`;
    },
  };
}

/**
 * WhatsApp order updates (WHATSAPP_PROVIDER=cloud): a read of the phone number the settings name
 * (GET /{version}/{phone-number-id}) with the access token; nothing is sent. Off: a line saying
 * every shopper gets SMS, not a problem.
 */
export function whatsappCheck(config: Config): DoctorCheck | null {
  if (config.whatsapp.provider !== 'cloud') return null;
  return {
    part: 'whatsapp',
    async run() {
      try {
        const number = await checkCloudApi(config.whatsapp);
        const { version, phoneNumberId } =
          config.whatsapp.provider === 'cloud'
            ? config.whatsapp.api
            : { version: '', phoneNumberId: '' };
        return `phone number id ${phoneNumberId} is ${number?.displayPhoneNumber ?? 'known'}${number?.verifiedName ? ` (${number.verifiedName})` : ''} on Graph API ${version}; webhook: /api/whatsapp/webhook`;
      } catch (error) {
        throw new DoctorProblem(
          `WhatsApp Cloud API refused the read of WHATSAPP_PHONE_NUMBER_ID: ${error instanceof Error ? error.message : 'unknown'} (check the id, WHATSAPP_ACCESS_TOKEN and WHATSAPP_API_VERSION)`,
        );
      }
    },
  };
}
