// The test clock (docs/decisions/test-clock.md): forward only, refused outside NODE_ENV=test and on
// a real shop, its calls there only when the server was started with it, and every move audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { auditLog, sellers } from '../../db/schema/index.ts';
import { ClockMoveError, createTestClock, type Clock } from '../../lib/clock.ts';
import { refusalsToStart } from '../../lib/shop-mode.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A base clock the test steps by hand, so "time keeps flowing" is checked without waiting. */
function steppedBase(start: Date): Clock & { step(ms: number): void } {
  let at = start.getTime();
  return { now: () => new Date(at), step: (ms) => (at += ms) };
}

describe('the test clock', () => {
  it('reads the system time plus what it was moved, and time keeps flowing under it', () => {
    const base = steppedBase(new Date('2026-11-29T10:00:00Z'));
    const clock = createTestClock(base);
    expect(clock.now().toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(clock.advance(16 * DAY_MS).toISOString()).toBe('2026-12-15T10:00:00.000Z');
    base.step(60_000);
    expect(clock.now().toISOString()).toBe('2026-12-15T10:01:00.000Z');
    expect(clock.moveTo(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(clock.offsetMs()).toBe(Date.parse('2027-01-01T00:00:00Z') - base.now().getTime());
  });

  it('moves forward only: by nothing, backwards, to now or by a fraction is refused and changes nothing', () => {
    const base = steppedBase(new Date('2026-11-29T10:00:00Z'));
    const clock = createTestClock(base);
    clock.advance(DAY_MS);
    for (const move of [
      () => clock.advance(0),
      () => clock.advance(-1),
      () => clock.advance(0.5),
      () => clock.advance(Number.NaN),
      () => clock.moveTo(new Date('2026-11-30T10:00:00Z')),
      () => clock.moveTo(new Date('2026-11-29T10:00:00Z')),
      () => clock.moveTo(new Date('not a date')),
    ]) {
      expect(move).toThrow(ClockMoveError);
    }
    expect(clock.offsetMs()).toBe(DAY_MS);
    expect(clock.now().toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });
});

describe('where the test clock may run', () => {
  it('is refused at start unless NODE_ENV=test, naming the setting', () => {
    for (const env of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV: env, HAAT_TEST_CLOCK: 'true' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: env, HAAT_TEST_CLOCK: 'true' })).toThrow(
        `HAAT_TEST_CLOCK is only allowed when NODE_ENV=test (here NODE_ENV=${env})`,
      );
    }
    expect(loadConfig({ NODE_ENV: 'test', HAAT_TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
  });

  it('is refused with several processes: each would keep a clock of its own', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        HAAT_TEST_CLOCK: 'true',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/haat',
        WEB_CONCURRENCY: '2',
      }),
    ).toThrow('HAAT_TEST_CLOCK needs one process');
  });

  it('is refused on a real shop, even one on a trial; the demo may use it', () => {
    const config = loadConfig({ NODE_ENV: 'test', HAAT_TEST_CLOCK: 'true', TEST_PAYMENTS: 'true' });
    expect(refusalsToStart(config, true)).toEqual([]);
    const reasons = refusalsToStart(
      { ...config, trial: { testPayments: true, messagesInFiles: true } },
      false,
    );
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('Test clock: this is a real shop and HAAT_TEST_CLOCK=true');
    expect(
      refusalsToStart(
        { ...config, testClock: false, trial: { testPayments: true, messagesInFiles: true } },
        false,
      ),
    ).toEqual([]);
  });

  it('the app refuses a test clock when the configuration is not for tests', async () => {
    await expect(
      createTestApp({ env: { NODE_ENV: 'production' }, testClock: createTestClock() }),
    ).rejects.toThrow('A test clock is only allowed when NODE_ENV=test (here production).');
  });
});

describe('POST /api/test/clock', () => {
  const clock = createTestClock();
  let t: TestApp;
  let plain: TestApp;
  let operator: { authorization: string };

  beforeAll(async () => {
    // One after the other: the routes' guards are the app's built last (lib/route.ts).
    plain = await createTestApp();
    t = await createTestApp({ testClock: clock });
    operator = await signInOperator(t);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), plain?.close()]);
  });

  const move = (app: TestApp, payload: object, headers: object = operator) =>
    app.app.inject({ method: 'POST', url: '/api/test/clock', payload, headers: { ...headers } });

  it('is not there on a server started without the test clock', async () => {
    const headers = operator;
    expect((await move(plain, { seconds: 60 }, headers)).statusCode).toBe(404);
    expect(
      (await plain.app.inject({ method: 'GET', url: '/api/test/clock', headers })).statusCode,
    ).toBe(404);
  });

  it('is the operator’s: without a sign-in it is 401 and the clock stays', async () => {
    expect((await move(t, { seconds: 60 }, {})).statusCode).toBe(401);
    expect(clock.offsetMs()).toBe(0);
  });

  it('refuses bad moves with 400 naming the field, and moves nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ seconds: 0 }, 'seconds'],
      [{ seconds: -3600 }, 'seconds'],
      [{ seconds: 1.5 }, 'seconds'],
      [{ seconds: '3600' }, 'seconds'],
      [{ to: 'next tuesday' }, 'to'],
      [{ to: new Date(Date.now() - DAY_MS).toISOString() }, 'to'],
      [{}, 'to'],
      [{ seconds: 60, to: new Date(Date.now() + DAY_MS).toISOString() }, 'to'],
      [{ hours: 5 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await move(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().validation), JSON.stringify(payload)).toEqual([field]);
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('moves forward, audited; the server’s services read the moved time', async () => {
    const [seller] = await t.db.select({ id: sellers.id }).from(sellers).limit(1);
    const statementWeek = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/seller-money?sellerID=${seller!.id}`,
        headers: operator,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.statement.firstDay as string;
    };
    const before = await statementWeek();

    const res = await move(t, { seconds: 8 * 24 * 3600 });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data as { now: string; offsetSeconds: number };
    expect(moved.offsetSeconds).toBe(8 * 24 * 3600);
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(8 * DAY_MS - 60_000);
    // The operator's session was signed by the clock, and has run out with it: sign in again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: operator })).statusCode,
    ).toBe(401);
    operator = await signInOperator(t);
    // The statement shown by default is the week holding "today": the server's today.
    expect(Date.parse(await statementWeek()) - Date.parse(before)).toBeGreaterThanOrEqual(
      7 * DAY_MS,
    );

    const to = new Date(clock.now().getTime() + 3 * DAY_MS).toISOString();
    const second = await move(t, { to });
    expect(second.statusCode, second.body).toBe(200);
    expect(Date.parse(second.json().data.now)).toBeGreaterThanOrEqual(Date.parse(to));
    operator = await signInOperator(t);
    const read = await t.app.inject({ method: 'GET', url: '/api/test/clock', headers: operator });
    expect(read.json().data.offsetSeconds).toBeGreaterThanOrEqual(11 * 24 * 3600 - 1);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test-clock.move'), eq(auditLog.target, 'clock')));
    expect(audited).toHaveLength(2);
    expect(audited.every((row) => row.actor.startsWith('admin:'))).toBe(true);
    expect(
      audited.map((row) => (row.details as { offsetSeconds: number }).offsetSeconds),
    ).toContain(8 * 24 * 3600);
  });
});
