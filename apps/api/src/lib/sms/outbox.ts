// The offline SMS provider and the default (SMS_PROVIDER=outbox): one JSON line per message in
// DATA_DIR/sms-outbox.jsonl, readable by tests and by a person trying the shop locally
// (docs/decisions/accounts.md). The code is in the file only, never in the log.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { maskMobile, type SmsDetails, type SmsSender } from './sms-sender.ts';

export interface OutboxLine {
  to: string;
  text: string;
  code?: string;
  at: string;
}

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly options: {
      dataDir: string;
      clock: Clock;
      log?: FastifyBaseLogger;
      /** Development only: repeat a text without a code in the log. No log carries a code. */
      logText: boolean;
    },
  ) {}

  get file(): string {
    return path.join(this.options.dataDir, SMS_OUTBOX_FILE);
  }

  async send(mobile: string, text: string, details: SmsDetails = {}): Promise<void> {
    const line: OutboxLine = {
      to: mobile,
      text,
      ...(details.otp ? { code: details.otp } : {}),
      at: this.options.clock.now().toISOString(),
    };
    await mkdir(this.options.dataDir, { recursive: true });
    await appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    const to = maskMobile(mobile);
    if (this.options.logText && !details.otp)
      this.options.log?.info({ sms: { to, text } }, 'SMS written to the outbox');
    else this.options.log?.info({ sms: { to } }, `SMS to ${to} written to the outbox`);
  }
}
