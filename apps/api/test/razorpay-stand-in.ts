// A loopback stand-in for Razorpay's REST API, checking what the real one checks: Basic auth
// with the key id and secret; the Orders API (test/razorpay-stand-in-orders.ts: an order per
// payment attempt, its payments, which the test makes with `pay`); the Refunds API (refunds only
// on captured payments and never beyond what was captured, and X-Refund-Idempotency: the same key
// answers the same refund, refunding once). New refunds are pending until the test settles them.
// A test tells it how to misbehave on the next request: answer 500, drop the connection, answer
// only after a delay, or answer something malformed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  createStandInOrders,
  razorpayError,
  type StandInOrder,
  type StandInPayment,
} from './razorpay-stand-in-orders.ts';
import { createStandInRoute, type StandInRoute } from './razorpay-stand-in-route.ts';

export type { StandInOrder, StandInPayment };

export interface RazorpayStandInRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  receipt: string | null;
  notes: Record<string, string>;
  idempotencyKey: string | null;
  createdAt: number;
}

/**
 * What the next request gets instead of Razorpay's answer: '500' (not taken), 'drop' (its socket
 * destroyed before it is taken), 'slow-then-ok' (taken at once, answered after `slowAnswerMs`),
 * 'malformed' (200 with JSON that is not a refund) or 'not-json' (200 with a proxy's HTML page).
 */
export type RazorpayMisbehaviour =
  '500' | '400' | 'drop' | 'slow-then-ok' | 'malformed' | 'not-json';

export interface RazorpayStandIn {
  url: string;
  close(): Promise<void>;
  /** The orders created through the Orders API, as Razorpay keeps them. */
  orders(): StandInOrder[];
  /** A payment on one of its orders (a captured one can be refunded). */
  pay(
    orderId: string,
    status: StandInPayment['status'],
    options?: { amountPaise?: number },
  ): StandInPayment;
  /** The key secret regenerated on Razorpay's dashboard: the old one is refused from now on. */
  changeKeySecret(keySecret: string): void;
  /** A payment of `amountPaise` that can be refunded. */
  capture(paymentId: string, amountPaise: number): void;
  /** A payment authorized and not captured: Razorpay refuses to refund it. */
  authorize(paymentId: string, amountPaise: number): void;
  refunds(): RazorpayStandInRefund[];
  settle(refundId: string, status: 'processed' | 'failed'): void;
  failNext(kind: RazorpayMisbehaviour): void;
  /** The next request whose method and path match gets `kind` instead (a step in the middle of a flow). */
  failNextOn(method: string, path: RegExp, kind: RazorpayMisbehaviour): void;
  /** Route (test/razorpay-stand-in-route.ts): its accounts, transfers and reversals, and its webhooks. */
  route: StandInRoute;
  /** Every request that reached the stand-in, answered or not. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null }>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function entity(refund: RazorpayStandInRefund) {
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amountPaise,
    currency: 'INR',
    payment_id: refund.paymentId,
    notes: refund.notes,
    receipt: refund.receipt,
    acquirer_data: { arn: null },
    created_at: refund.createdAt,
    batch_id: null,
    status: refund.status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
}

type Answer = { status: number; json: object };

export async function startRazorpayStandIn(options: {
  keyId: string;
  keySecret: string;
  /** How long a 'slow-then-ok' answer waits; longer than the short timeout the test gives its client. */
  slowAnswerMs?: number;
}): Promise<RazorpayStandIn> {
  const basicOf = (secret: string) =>
    `Basic ${Buffer.from(`${options.keyId}:${secret}`).toString('base64')}`;
  let basic = basicOf(options.keySecret);
  const orders = createStandInOrders();
  const slowAnswerMs = options.slowAnswerMs ?? 2_000;
  const payments = new Map<string, { amountPaise: number; captured: boolean }>();
  const refunds: RazorpayStandInRefund[] = [];
  const requests: RazorpayStandIn['requests'] = [];
  const misbehaviours: RazorpayMisbehaviour[] = [];
  const misbehavioursOn: Array<{ method: string; path: RegExp; kind: RazorpayMisbehaviour }> = [];
  const slowAnswers = new Set<NodeJS.Timeout>();
  const route = createStandInRoute((paymentId) => {
    const payment = payments.get(paymentId);
    if (!payment) return undefined;
    const refundStarted = refunds.some((r) => r.paymentId === paymentId && r.status !== 'failed');
    return { ...payment, refundStarted };
  });

  function createRefund(paymentId: string, body: string, key: string | null): Answer {
    const payment = payments.get(paymentId);
    if (!payment) return { status: 400, json: razorpayError('The id provided does not exist') };
    const same = key
      ? refunds.find((r) => r.paymentId === paymentId && r.idempotencyKey === key)
      : undefined;
    if (same) return { status: 200, json: entity(same) };
    if (!payment.captured)
      return { status: 400, json: razorpayError('The payment has not been captured') };
    let request: { amount?: unknown; speed?: unknown; receipt?: unknown; notes?: unknown };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      return { status: 400, json: razorpayError('The request body is not valid JSON') };
    }
    const refunded = refunds
      .filter((r) => r.paymentId === paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    const left = payment.amountPaise - refunded;
    if (left <= 0)
      return { status: 400, json: razorpayError('The payment has been fully refunded already') };
    // Without an amount Razorpay refunds what is left.
    const amount = request.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return { status: 400, json: razorpayError('The amount must be an integer.', 'amount') };
    if (amount < 100)
      return { status: 400, json: razorpayError('The amount must be at least INR 1.00', 'amount') };
    if (amount > left) {
      const description = 'The refund amount provided is greater than amount captured';
      return { status: 400, json: razorpayError(description, 'amount') };
    }
    if (request.speed !== undefined && request.speed !== 'normal' && request.speed !== 'optimum')
      return { status: 400, json: razorpayError('The selected speed is invalid.', 'speed') };
    const refund: RazorpayStandInRefund = {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      paymentId,
      amountPaise: amount,
      status: 'pending',
      receipt: typeof request.receipt === 'string' ? request.receipt : null,
      notes: (request.notes as Record<string, string> | undefined) ?? {},
      idempotencyKey: key,
      createdAt: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return { status: 200, json: entity(refund) };
  }

  function listRefunds(paymentId: string, query: URLSearchParams): Answer {
    if (!payments.has(paymentId))
      return { status: 400, json: razorpayError('The id provided does not exist') };
    const count = Number(query.get('count') ?? 10);
    const skip = Number(query.get('skip') ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > 100)
      return { status: 400, json: razorpayError('The count must be between 1 and 100.', 'count') };
    // Newest first, as Razorpay lists them.
    const items = refunds
      .filter((r) => r.paymentId === paymentId)
      .reverse()
      .slice(skip, skip + count)
      .map(entity);
    return { status: 200, json: { entity: 'collection', count: items.length, items } };
  }

  function handle(request: IncomingMessage, url: URL, body: string): Answer {
    if (request.headers.authorization !== basic)
      return { status: 401, json: razorpayError('Authentication failed') };
    const key = request.headers['x-refund-idempotency'];
    const idempotencyKey = request.headers['idempotency-key'];
    const routeAnswer = route.handle(
      request.method ?? 'GET',
      `${url.pathname}${url.search}`,
      body,
      typeof idempotencyKey === 'string' ? idempotencyKey : null,
    );
    if (routeAnswer) return routeAnswer;
    const segments = url.pathname.split('/').slice(1).map(decodeURIComponent);
    const [version, kind, id, action, ...rest] = segments;
    if (version === 'v1' && kind === 'orders' && rest.length === 0) {
      if (request.method === 'POST' && id === undefined) return orders.create(body);
      if (request.method === 'GET' && id && action === 'payments') return orders.listPayments(id);
    }
    if (version === 'v1' && kind === 'payments' && id && rest.length === 0) {
      if (request.method === 'POST' && action === 'refund')
        return createRefund(id, body, typeof key === 'string' ? key : null);
      if (request.method === 'GET' && action === 'refunds')
        return listRefunds(id, url.searchParams);
    }
    if (version === 'v1' && kind === 'refunds' && id && action === undefined) {
      const refund = refunds.find((r) => r.id === id);
      if (request.method === 'GET' && refund) return { status: 200, json: entity(refund) };
      if (request.method === 'GET')
        return { status: 400, json: razorpayError('The id provided does not exist') };
    }
    return {
      status: 404,
      json: razorpayError('The requested URL was not found on the server.'),
    };
  }

  function answer(response: ServerResponse, { status, json }: Answer): void {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  }

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://razorpay.invalid');
      const key = request.headers['x-refund-idempotency'];
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      const onPath = misbehavioursOn.findIndex(
        (item) => item.method === request.method && item.path.test(url.pathname),
      );
      const misbehaviour =
        onPath >= 0 ? misbehavioursOn.splice(onPath, 1)[0]!.kind : misbehaviours.shift();
      if (misbehaviour === 'drop') return void request.socket.destroy();
      if (misbehaviour === '500') {
        const json = {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
        };
        return answer(response, { status: 500, json });
      }
      if (misbehaviour === '400') {
        const json = razorpayError('The request was refused (a stand-in 400).');
        return answer(response, { status: 400, json });
      }
      if (misbehaviour === 'malformed')
        return answer(response, {
          status: 200,
          json: { id: 42, entity: 'refund', status: 'done' },
        });
      if (misbehaviour === 'not-json') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end('<html><body>Gateway portal</body></html>');
      }
      const result = handle(request, url, body);
      if (misbehaviour !== 'slow-then-ok') return answer(response, result);
      // Taken now, answered late: the client has given up by then, but the refund went through.
      const timer = setTimeout(() => {
        slowAnswers.delete(timer);
        if (!response.destroyed) answer(response, result);
      }, slowAnswerMs);
      slowAnswers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route,
    orders: () => [...orders.orders.values()].map((order) => ({ ...order })),
    pay: (orderId, status, payOptions) => {
      const payment = orders.pay(orderId, status, payOptions);
      if (status !== 'failed') {
        const captured = status === 'captured';
        payments.set(payment.id, { amountPaise: payment.amountPaise, captured });
      }
      return { ...payment };
    },
    changeKeySecret: (keySecret) => void (basic = basicOf(keySecret)),
    capture: (paymentId, amountPaise) =>
      void payments.set(paymentId, { amountPaise, captured: true }),
    authorize: (paymentId, amountPaise) =>
      void payments.set(paymentId, { amountPaise, captured: false }),
    refunds: () => refunds.map((refund) => ({ ...refund })),
    settle: (refundId, status) => {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`the Razorpay stand-in has no refund ${refundId}`);
      refund.status = status;
    },
    failNext: (kind) => void misbehaviours.push(kind),
    failNextOn: (method, path, kind) => void misbehavioursOn.push({ method, path, kind }),
    close: async () => {
      for (const timer of slowAnswers) clearTimeout(timer);
      slowAnswers.clear();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
