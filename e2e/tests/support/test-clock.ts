// Moving the journey server's test clock (docs/decisions/test-clock.md): only on a worker started
// with `test.use({ testClock: true })` (fixtures.ts). The server answers its new time; every part
// of it reads that time from then on, and a back-office session signed before a long move ends.
import { expect, type APIRequestContext } from '@playwright/test';
import { operatorHeaders } from './back-office';

export interface ServerTime {
  now: Date;
  offsetSeconds: number;
}

async function answerOf(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  const data = ((await response.json()) as { data: { now: string; offsetSeconds: number } }).data;
  return { now: new Date(data.now), offsetSeconds: data.offsetSeconds };
}

/** The server's time now. */
export async function serverTime(request: APIRequestContext): Promise<ServerTime> {
  return answerOf(
    await request.get('/api/test/clock', { headers: await operatorHeaders(request) }),
  );
}

/** Moves the server's clock forward to `to` (later than its now); answers its new time. */
export async function moveServerClockTo(request: APIRequestContext, to: Date): Promise<ServerTime> {
  return answerOf(
    await request.post('/api/test/clock', {
      headers: await operatorHeaders(request),
      data: { to: to.toISOString() },
    }),
  );
}
