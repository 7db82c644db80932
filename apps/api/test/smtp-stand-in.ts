// A real SMTP server on loopback (the smtp-server package) for the e-mail tests: it takes what a
// relay would, with a login, and reads every message back with mailparser. A test tells it how to
// misbehave: refuse a recipient, defer, or stop answering mid-message.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'haat-mailer';
export const SMTP_PASSWORD = 'relay-password-1';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

/** An SMTP reply: `{ code: 550, text: '5.1.1 No such user' }`. */
export interface SmtpReply {
  code: number;
  text: string;
}

export interface SmtpStandIn {
  port: number;
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  /** Every message whose data arrived, answered or not. */
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked, refused or not. */
  recipientsAsked: string[];
  /** A reply to RCPT TO other than 250 for the addresses it names (all: '*'). */
  refuseRecipients: Map<string, SmtpReply>;
  /** Takes the message's data and never answers it (a server that hangs mid-message). */
  hangAfterData: boolean;
  close(): Promise<void>;
}

function replyError(reply: SmtpReply): Error {
  return Object.assign(new Error(reply.text), { responseCode: reply.code });
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const recipientsAsked: string[] = [];
  const refuseRecipients = new Map<string, SmtpReply>();
  const unanswered: Array<() => void> = [];
  const standIn = { hangAfterData: false };

  const server = new SMTPServer({
    // The relay's own certificate is not what is tested; a plain login over loopback.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(replyError({ code: 535, text: '5.7.8 Authentication credentials invalid' }));
    },
    onRcptTo(address, _session, callback) {
      recipientsAsked.push(address.address);
      const reply = refuseRecipients.get(address.address) ?? refuseRecipients.get('*');
      callback(reply ? replyError(reply) : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            mail,
          });
          if (standIn.hangAfterData) unanswered.push(() => callback());
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP stand-in has no port');
  return {
    port: address.port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${address.port}`,
    received,
    recipientsAsked,
    refuseRecipients,
    get hangAfterData() {
      return standIn.hangAfterData;
    },
    set hangAfterData(value: boolean) {
      standIn.hangAfterData = value;
    },
    close: async () => {
      for (const answer of unanswered.splice(0)) answer();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
