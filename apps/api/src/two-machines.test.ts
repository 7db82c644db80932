// Two machines behind a load balancer: two servers, each with its own DATA_DIR (its own disk), on
// one PostgreSQL database, one object store, one SMTP relay and one SMS gateway, behind Debian's
// nginx. A shopper registers through one and signs in and orders through the other with the same
// token; a picture uploaded through one is served by the other; an invoice issued on one downloads
// from the other; every message is sent once; a stock change made with the CLI is on both in 1 s.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notifications, products } from './db/schema/index.ts';
import { DEMO_ADMIN } from './seed/index.ts';
import { balancedClient, machineOf, type BalancedClient } from '../test/machines.ts';
import { hasNginx, startLoadBalancer, type LoadBalancer } from '../test/nginx.ts';
import { makePicture } from '../test/pictures.ts';
import {
  createProcessDatabase,
  removeDataDirs,
  startServerProcess,
  stopServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '../test/processes.ts';
import { startObjectStore, type TestObjectStore } from '../test/object-storage.ts';
import { msg91Env, startMsg91StandIn, type GatewayStandIn } from '../test/sms-gateways.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in.ts';
import { randomMobile } from '../test/accounts.ts';
import { TEST_CAPTCHA } from '../test/orders.fixtures.ts';
import { allowingForLoad } from '../test/waiting.ts';
import { apiBundle } from '../scripts/build.mjs';

const isPostgres = inject('templateKind') === 'postgres';
const CLI = apiBundle('admin-cli');
/**
 * A CLI change is on every machine within a second on a quiet machine; the clock starts when the
 * CLI has exited, and the bound allows for a busy machine while staying far below what a machine
 * keeping its answers without the notice would show.
 */
const FRESH_WITHIN_MS = allowingForLoad(1000);

/** Polls `read` until `done` holds of its value (or 30 s pass, when the last value is returned). */
async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(isPostgres && hasNginx())('two machines behind nginx', () => {
  let database: ProcessDatabase;
  let store: TestObjectStore;
  let smtp: SmtpStandIn;
  let sms: GatewayStandIn;
  const machines: ServerProcess[] = [];
  let balancer: LoadBalancer;
  let shop: BalancedClient;
  let first: string;
  let second: string;

  beforeAll(async () => {
    database = await createProcessDatabase('haat_machines');
    store = await startObjectStore('haat-machines');
    smtp = await startSmtpStandIn();
    sms = await startMsg91StandIn();
    const env = {
      // No JWT_SECRET: the machines must agree on the one kept in the database.
      JWT_SECRET: '',
      HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: 'https://shop.example.in',
      ...store.env,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Haat <orders@haat.example.in>',
      EMAIL_REPLY_TO: 'help@haat.example.in',
      ...msg91Env(sms),
    };
    for (let index = 0; index < 2; index += 1) {
      machines.push(await startServerProcess(database.url, env));
    }
    balancer = await startLoadBalancer(machines.map((machine) => machine.base));
    first = machineOf(machines[0]!.base);
    second = machineOf(machines[1]!.base);
    shop = balancedClient(
      balancer,
      machines.map((machine) => machineOf(machine.base)),
    );
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(machines.map((machine) => stopServerProcess(machine)));
    removeDataDirs(machines);
    await database?.drop();
    await Promise.all([store?.stop(), smtp?.close(), sms?.close()]);
  });

  let token: string;
  let orderId: string;
  let mobile: string;
  /** What the SMS gateway took for a ten-digit mobile (it receives 91XXXXXXXXXX). */
  const textsTo = (ten: string) => sms.accepted().filter((text) => text.to === `91${ten}`);

  it('a shopper registers through one machine, then signs in and orders through the other', async () => {
    mobile = randomMobile();
    await shop.steerTo(first);
    const sent = await shop.call('POST', '/api/auth/send/otp', { body: { mobile } });
    expect(sent.status, sent.bytes.toString()).toBe(200);
    expect(sent.machine).toBe(first);
    // The code went out once, by the gateway, as its registered OTP template.
    const texts = textsTo(mobile);
    expect(texts.map((text) => text.templateId)).toEqual(['tpl-otp']);
    const code = texts[0]!.variables.otp;
    expect(code).toMatch(/^\d{6}$/);

    await shop.steerTo(second);
    const verified = await shop.call('POST', '/api/auth/verify/otp', {
      body: { mobile, otp: code },
    });
    expect(verified.status, verified.bytes.toString()).toBe(200);
    const form = {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: `meera.${mobile}@example.in`,
      mobile,
      password: 'chai-and-code-42',
      cpassword: 'chai-and-code-42',
    };
    await shop.steerTo(first);
    const created = await shop.call('POST', '/api/public/customer', { body: form });
    expect(created.status, created.bytes.toString()).toBe(200);

    await shop.steerTo(first);
    const login = await shop.call('POST', '/api/auth/login', {
      body: { email: form.email, password: form.password },
    });
    expect(login.status, login.bytes.toString()).toBe(200);
    token = (login.json() as { token: string }).token;

    // The token the first machine issued is good on the second.
    await shop.steerTo(second);
    const address = await shop.call('POST', '/api/customer/address', {
      token,
      body: {
        name: 'Meera Iyer',
        mobile: '9876543210',
        allternateMobile: '',
        zipcode: '302001',
        landmark: 'Near Hawa Mahal',
        address: '12, Tripolia Bazaar',
      },
    });
    expect(address.status, address.bytes.toString()).toBe(200);
    expect(address.machine).toBe(second);
    const addressId = (address.json() as { data: { addressID: string } }).data.addressID;

    const [product] = await database.handle.db
      .select()
      .from(products)
      .where(eq(products.hasVariants, false))
      .limit(1);
    const cart = await shop.call('POST', '/api/customer/cart', {
      token,
      body: { productID: product!.id, colorID: '0', sizeID: '0', pieces: 1 },
    });
    expect(cart.status, cart.bytes.toString()).toBe(200);
    const summary = await shop.call('GET', `/api/customer/order-checkout/${addressId}/cod`, {
      token,
    });
    expect(summary.status, summary.bytes.toString()).toBe(200);
    const captcha = await shop.call('GET', '/api/customer/captcha', { token });
    const captchaID = (captcha.json() as { data: { captchaID: string } }).data.captchaID;
    await shop.steerTo(second);
    const placed = await shop.call('POST', '/api/customer/addorder', {
      token,
      body: {
        ...(summary.json() as { data: object }).data,
        captchaID,
        captcha: TEST_CAPTCHA.toLowerCase(),
      },
    });
    expect(placed.status, placed.bytes.toString()).toBe(200);
    expect(placed.machine).toBe(second);
    orderId = (placed.json() as { data: string }).data;
    expect(orderId).toMatch(/^OD\d+$/);
  });

  it('a picture uploaded through one machine is served by the other', async () => {
    await shop.steerTo(first);
    const admin = await shop.call('POST', '/api/admin/login', { body: DEMO_ADMIN });
    const adminToken = (admin.json() as { token: string }).token;
    const [product] = await database.handle.db.select().from(products).limit(1);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await makePicture('jpeg', 1000, 800))], { type: 'image/jpeg' }),
      'diya.jpg',
    );
    await shop.steerTo(first);
    const uploaded = await shop.call('POST', `/api/admin/products/${product!.id}/pictures`, {
      token: adminToken,
      form,
    });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(200);
    expect(uploaded.machine).toBe(first);
    const url = (uploaded.json() as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/media\//);

    await shop.steerTo(second);
    const served = await shop.call('GET', url);
    expect(served.status).toBe(200);
    expect(served.machine).toBe(second);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('an invoice issued on one machine downloads from the other', async () => {
    await shop.steerTo(first);
    const admin = await shop.call('POST', '/api/admin/login', { body: DEMO_ADMIN });
    const adminToken = (admin.json() as { token: string }).token;
    let shippedOn = '';
    for (const state of ['Packed', 'Shipped']) {
      const advanced = await shop.call('POST', `/api/admin/orders/${orderId}/advance`, {
        token: adminToken,
      });
      expect(advanced.status, advanced.bytes.toString()).toBe(200);
      if (state === 'Shipped') shippedOn = advanced.machine;
    }
    const other = shippedOn === first ? second : first;
    await shop.steerTo(other);
    const invoice = await shop.call('GET', `/api/customer/invoice/${orderId}`, { token });
    expect(invoice.status, invoice.bytes.toString()).toBe(200);
    expect(invoice.machine).toBe(other);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('every message is sent exactly once, whichever machine sent it', async () => {
    // Placed and shipped, by SMS and by e-mail: four messages owed for the order.
    const owed = () =>
      database.handle.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    const rows = await waitFor(owed, (all) => all.length === 4 && all.every((row) => row.sentAt));
    expect(rows.map((row) => [row.channel, row.kind, row.sentAt !== null]).sort()).toEqual([
      ['email', 'placed', true],
      ['email', 'shipped', true],
      ['sms', 'placed', true],
      ['sms', 'shipped', true],
    ]);
    const texts = textsTo(mobile).filter((text) => text.variables.order_id === orderId);
    expect(texts.map((text) => text.templateId).sort()).toEqual(['tpl-placed', 'tpl-shipped']);
    const mails = smtp.received
      .map((received) => received.mail)
      .filter((mail) => (mail.subject ?? '').includes(orderId));
    expect(mails.map((mail) => mail.subject ?? '').sort()).toEqual([
      `Order ${orderId} has shipped`,
      `Order ${orderId} placed`,
    ]);
    const shipped = mails.find((mail) => (mail.subject ?? '').includes('shipped'));
    expect(shipped?.attachments.map((file) => file.contentType)).toContain('application/pdf');
  });

  it('a stock change made with the CLI is on both machines within 1 s', async () => {
    const [product] = await database.handle.db
      .select()
      .from(products)
      .where(eq(products.hasVariants, false))
      .limit(1);
    const stockOn = async (machine: ServerProcess) => {
      const res = await fetch(`${machine.base}/api/public/product?productID=${product!.id}`);
      return ((await res.json()) as { data: { stock: number } }).data.stock;
    };
    // Each machine keeps the product's answer.
    for (const machine of machines) await stockOn(machine);
    const target = (product!.stock % 50) + 7;
    const cli = spawn(process.execPath, [CLI, 'stock:set', product!.id, `${target}`], {
      cwd: path.resolve(path.dirname(CLI), '../../..'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        DATA_DIR: machines[0]!.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.once('close', resolve));
    expect(code, output).toBe(0);
    const changedAt = performance.now();
    for (const machine of machines) {
      const seen = await waitFor(
        () => stockOn(machine),
        (stock) => stock === target || performance.now() - changedAt > FRESH_WITHIN_MS,
      );
      expect(seen).toBe(target);
    }
    const waited = performance.now() - changedAt;
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
    console.info(
      `two machines: the CLI's stock change was on both ${Math.round(waited)} ms after it exited`,
    );
    expect(shop.machinesSeen()).toEqual(new Set([first, second]));
  });
});
