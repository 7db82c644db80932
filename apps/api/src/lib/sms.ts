// The SMS interface (ARCHITECTURE.md: providers behind interfaces) and its offline default, a
// file outbox: one JSON line per message in DATA_DIR/sms-outbox.jsonl, readable by tests and by a
// person trying the shop locally (docs/decisions.md).
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

export interface SmsDetails {
  /** The one-time password the text carries, so the outbox can show it on its own. */
  otp?: string;
}

export interface SmsSender {
  send(mobile: string, text: string, details?: SmsDetails): Promise<void>;
}

export interface OutboxLine {
  to: string;
  text: string;
  code?: string;
  at: string;
}

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/** '9876543210' → '98xxxxxx10': enough for an operator to tell messages apart. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 4) return 'x'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly options: {
      dataDir: string;
      clock: Clock;
      log?: FastifyBaseLogger;
      /** Development only: repeat the text in the log. Production logs never carry a code. */
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
    if (this.options.logText)
      this.options.log?.info({ sms: { to, text } }, 'SMS written to the outbox');
    else this.options.log?.info({ sms: { to } }, `SMS to ${to} written to the outbox`);
  }
}
