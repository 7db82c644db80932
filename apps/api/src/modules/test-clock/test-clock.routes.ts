// GET and POST /api/test/clock, registered only on a server started with HAAT_TEST_CLOCK (NODE_ENV=test,
// never a real shop: config.ts and main.ts refuse the rest). The operator reads the server's time,
// or moves it forward — to a later instant (`to`) or by whole seconds (`seconds`) — and every move
// is written to the log and the audit log. Never backwards: the ledger, the order timelines and the
// audit log would meet entries from the future.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ClockMoveError, type TestClock } from '../../lib/clock.ts';
import { audit } from '../admin/index.ts';

export const TEST_CLOCK_PATH = '/api/test/clock';

/** At most a year in one move: a journey needs weeks; a typo of a few zeros is refused. */
const MAX_MOVE_SECONDS = 366 * 24 * 3600;

const MoveSchema = z
  .object({
    to: z.iso
      .datetime({
        offset: true,
        error: 'Give an ISO 8601 date and time, e.g. 2026-12-01T00:00:00+05:30.',
      })
      .optional(),
    seconds: z
      .number({ error: 'Give whole seconds as a number.' })
      .int('Give whole seconds.')
      .min(1, 'The test clock moves forward only: give at least 1 second.')
      .max(MAX_MOVE_SECONDS, `Move at most ${MAX_MOVE_SECONDS} seconds (a year) at a time.`)
      .optional(),
  })
  .strict();

function validation(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[field] ??= issue.message;
  }
  return new AppError('VALIDATION_FAILED', 'The test clock was not moved.', fields);
}

export function registerTestClockRoutes(
  app: FastifyInstance,
  context: AppContext,
  clock: TestClock,
): void {
  const { auth, db } = context;
  const answer = () => ({
    status: 'success' as const,
    data: { now: clock.now().toISOString(), offsetSeconds: Math.floor(clock.offsetMs() / 1000) },
  });

  app.get(TEST_CLOCK_PATH, { preHandler: auth.requireAdmin }, async () => answer());

  app.post(TEST_CLOCK_PATH, { preHandler: auth.requireAdmin }, async (request) => {
    const parsed = MoveSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validation(parsed.error);
    const { to, seconds } = parsed.data;
    if ((to === undefined) === (seconds === undefined)) {
      throw new AppError('VALIDATION_FAILED', 'The test clock was not moved.', {
        to: 'Give either `to` (a later time) or `seconds`, not both and not neither.',
      });
    }
    const from = clock.now();
    let moved: Date;
    try {
      moved = to !== undefined ? clock.moveTo(new Date(to)) : clock.advance(seconds! * 1000);
    } catch (error) {
      if (!(error instanceof ClockMoveError)) throw error;
      throw new AppError('VALIDATION_FAILED', 'The test clock was not moved.', {
        [to !== undefined ? 'to' : 'seconds']: error.message,
      });
    }
    const details = {
      from: from.toISOString(),
      to: moved.toISOString(),
      offsetSeconds: Math.floor(clock.offsetMs() / 1000),
    };
    const actor = `admin:${auth.getAdminId(request)}` as const;
    request.log.warn({ testClock: details, actor }, 'test clock moved forward');
    await audit(db, { actor, action: 'test-clock.move', target: 'clock', details, at: moved });
    return answer();
  });
}
