// The PostgreSQL engine: pg-boss keeps the jobs in the shop's own database (schema `pgboss`), so
// every process shares one queue. A singleton job's queue has the 'stately' policy (at most one
// waiting and one running, whoever sends it); a job running in a process that died is expired
// after JOB_EXPIRE_SECONDS by any other process's maintenance and retried.
import PgBoss from 'pg-boss';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import { classifyDatabaseUnavailable } from '../lib/db-errors.ts';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  checkSpec,
  type JobLog,
  type JobQueue,
  type JobSpec,
} from './job-queue.ts';

/** How often, at most, the job queue says the database is out of reach. */
const OUTAGE_LOG_MS = 10_000;

/** Any fixed number of ours (prepare-database.ts holds the one before it). */
const QUEUE_SETUP_LOCK_KEY = 4_815_162_343;

export interface PgBossQueueOptions {
  connectionString: string;
  log: JobLog;
  /** A job still running after this long counts as crashed and is retried. */
  expireSeconds: number;
  /** How often expired jobs are looked for (and old ones archived). */
  maintenanceSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingSeconds: number;
  /** Waiting for running jobs at stop is bounded by this (ms). */
  stopTimeoutMs?: number;
}

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const specs = new Map<string, JobSpec<object>>();
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: `haat-jobs-${process.pid}`,
    max: 2,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  // pg-boss reports each failed poll and maintenance run: while the database is away (a restart)
  // that is several a second, all saying the same. One line per OUTAGE_LOG_MS says it; the
  // workers keep polling and carry on by themselves once it is back.
  let quietUntil = 0;
  boss.on('error', (error) => {
    if (classifyDatabaseUnavailable(error)) {
      const now = Date.now();
      if (now < quietUntil) return;
      quietUntil = now + OUTAGE_LOG_MS;
      options.log.warn(
        { reason: error.message },
        'job queue: the database is out of reach; its workers keep trying',
      );
      return;
    }
    options.log.error({ err: error }, 'job queue error');
  });
  let started = false;

  /** Completes or fails a job, trying again while the database is out of reach. */
  async function settleJob(name: string, id: string, failure: { error: unknown } | undefined) {
    const deadline = Date.now() + options.expireSeconds * 1000;
    for (let waitMs = 250; ; waitMs = Math.min(waitMs * 2, 2000)) {
      try {
        if (failure) await boss.fail(name, id, describeFailure(failure.error));
        else await boss.complete(name, id);
        return;
      } catch (error) {
        // Past its expiry the job is retried by maintenance anyway.
        if (!classifyDatabaseUnavailable(error) || Date.now() > deadline) {
          options.log.warn(
            { err: error, job: name },
            'job queue: a finished job could not be marked',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  /** Creates or updates the job's queue, and its clock. */
  async function setUpQueue(spec: JobSpec<object>): Promise<void> {
    const queue = {
      name: spec.name,
      policy: spec.singleton ? ('stately' as const) : ('standard' as const),
      retryLimit: spec.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: spec.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: options.expireSeconds,
    };
    if (await boss.getQueue(spec.name)) await boss.updateQueue(spec.name, queue);
    else await boss.createQueue(spec.name, queue);
    if (spec.everySeconds) {
      const minutes = Math.min(59, Math.max(1, Math.ceil(spec.everySeconds / 60)));
      await boss.schedule(spec.name, minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`);
      // At start too: what fell due while no process ran is done now. Processes starting
      // together queue it once: a singleton's queue keeps one job waiting.
      await boss.send(spec.name, {});
    }
  }

  return {
    engine: 'pg-boss',
    register(spec) {
      checkSpec(spec as JobSpec<object>);
      if (specs.has(spec.name)) throw new Error(`Job ${spec.name} is registered twice`);
      specs.set(spec.name, spec as JobSpec<object>);
    },
    async start() {
      // Processes starting together take turns to start pg-boss and set the queues up. Each step
      // alone is safe, but not several processes' at once: a process whose queue creation lost the
      // race could schedule a clock before the winner's queue had committed ("Queue … not found",
      // seen with two workers on a fresh database), and two queue creations (pg-boss's own at
      // start, or ours) can deadlock on the foreign keys each new queue's table adds.
      await withAdvisoryLock(options.connectionString, QUEUE_SETUP_LOCK_KEY, async () => {
        await boss.start();
        for (const spec of specs.values()) await setUpQueue(spec);
      });
      for (const spec of specs.values()) {
        await boss.work<object>(
          spec.name,
          { batchSize: 1, pollingIntervalSeconds: options.pollingSeconds },
          async ([job]) => {
            if (!job) return;
            let failure: { error: unknown } | undefined;
            try {
              await spec.run(job.data ?? {});
            } catch (error) {
              failure = { error };
            }
            // pg-boss 10.4 marks the job done without awaiting it: if the database drops at that
            // moment, the job stays 'active' and, its queue being stately, blocks every later run
            // of it until it expires (JOB_EXPIRE_SECONDS). Marked here instead, awaited, and tried
            // again while the database is away. The handler then returns normally, so pg-boss's
            // own mark is a 'complete' of a job no longer active, which changes nothing (a second
            // 'fail' would not be: it fails a job waiting for its retry again).
            if (failure) options.log.warn({ err: failure.error, job: spec.name }, 'job failed');
            await settleJob(spec.name, job.id, failure);
          },
        );
      }
      started = true;
    },
    async send(name, data = {}, sendOptions = {}) {
      if (!specs.has(name)) throw new Error(`No job called ${name}`);
      if (!started) return;
      try {
        await boss.send(name, data, sendOptions.key ? { singletonKey: sendOptions.key } : {});
      } catch (error) {
        options.log.warn({ err: error, job: name }, 'could not queue a job; its clock will');
      }
    },
    async depth() {
      const sizes = await Promise.all(
        [...specs.keys()].map(async (name) => [name, await boss.getQueueSize(name)] as const),
      );
      return Object.fromEntries(sizes);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

/** What pg-boss keeps as a failed job's output: its message and stack, as pg-boss does. */
function describeFailure(error: unknown): object {
  return error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error) };
}
