// A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed
// (mailparser), and the variables that point a server at it.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SmtpRelay {
  port: number;
  env: Record<string, string>;
  messages(): ParsedMail[];
  stop(): Promise<void>;
}

export async function startSmtpRelay(): Promise<SmtpRelay> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    env: {
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMAIL_FROM: 'Haat <orders@haat.example.in>',
      EMAIL_REPLY_TO: 'help@haat.example.in',
    },
    messages: () => [...received],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
