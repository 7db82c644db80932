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
  /** A reply to MAIL FROM other than 250 (the relay will not send for this sender). */
  refuseSender: SmtpReply | undefined;
  /** A reply to the message's data other than 250 (content or size refused). */
  refuseData: SmtpReply | undefined;
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
  const standIn: {
    hangAfterData: boolean;
    refuseSender: SmtpReply | undefined;
    refuseData: SmtpReply | undefined;
  } = { hangAfterData: false, refuseSender: undefined, refuseData: undefined };

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
    onMailFrom(_address, _session, callback) {
      callback(standIn.refuseSender ? replyError(standIn.refuseSender) : null);
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
          else callback(standIn.refuseData ? replyError(standIn.refuseData) : null);
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
    get refuseSender() {
      return standIn.refuseSender;
    },
    set refuseSender(reply: SmtpReply | undefined) {
      standIn.refuseSender = reply;
    },
    get refuseData() {
      return standIn.refuseData;
    },
    set refuseData(reply: SmtpReply | undefined) {
      standIn.refuseData = reply;
    },
    close: async () => {
      for (const answer of unanswered.splice(0)) answer();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
