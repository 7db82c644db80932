// The in-process engine, for the embedded database (one process by nature): jobs of one name run
// one after another, a failure is retried with a doubling delay, clocks are timers. What must not
// be lost lives in the database (order events, notifications), and each job's clock picks up what
// a crash left, so nothing here needs to be durable.
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  checkSpec,
  type JobLog,
  type JobQueue,
  type JobSpec,
  type SendOptions,
} from './job-queue.ts';

interface Pending {
  data: object;
  key?: string;
  attempt: number;
}

interface Lane {
  spec: JobSpec<object>;
  queue: Pending[];
  retries: Set<NodeJS.Timeout>;
  running?: Promise<void>;
}

export interface LocalJobQueueOptions {
  log: JobLog;
  /** Waiting for running jobs at stop is bounded by this (ms). */
  stopTimeoutMs?: number;
}

export function createLocalJobQueue(options: LocalJobQueueOptions): JobQueue {
  const lanes = new Map<string, Lane>();
  const clocks: NodeJS.Timeout[] = [];
  let started = false;
  let stopped = false;

  const drain = (lane: Lane): void => {
    if (lane.running || stopped || !started) return;
    const next = lane.queue.shift();
    if (!next) return;
    lane.running = runOne(lane, next).finally(() => {
      lane.running = undefined;
      drain(lane);
    });
  };

  const runOne = async (lane: Lane, job: Pending): Promise<void> => {
    try {
      await lane.spec.run(job.data);
    } catch (error) {
      const limit = lane.spec.retryLimit ?? DEFAULT_RETRY_LIMIT;
      if (job.attempt >= limit) {
        options.log.error({ err: error, job: lane.spec.name }, 'job failed for good');
        return;
      }
      const delayMs =
        (lane.spec.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS) * 1000 * 2 ** job.attempt;
      options.log.warn({ err: error, job: lane.spec.name, delayMs }, 'job failed; retrying');
      const timer = setTimeout(() => {
        lane.retries.delete(timer);
        lane.queue.push({ ...job, attempt: job.attempt + 1 });
        drain(lane);
      }, delayMs);
      timer.unref();
      lane.retries.add(timer);
    }
  };

  return {
    engine: 'in-process',
    register(spec) {
      checkSpec(spec as JobSpec<object>);
      if (lanes.has(spec.name)) throw new Error(`Job ${spec.name} is registered twice`);
      lanes.set(spec.name, { spec: spec as JobSpec<object>, queue: [], retries: new Set() });
    },
    async start() {
      started = true;
      for (const lane of lanes.values()) {
        const seconds = lane.spec.everySeconds;
        if (seconds) {
          const tick = () => {
            if (lane.queue.some((job) => job.key === 'clock')) return;
            lane.queue.push({ data: {}, key: 'clock', attempt: 0 });
            drain(lane);
          };
          const clock = setInterval(tick, seconds * 1000);
          clock.unref();
          clocks.push(clock);
          tick();
        }
        drain(lane);
      }
    },
    async send(name, data = {}, sendOptions: SendOptions = {}) {
      const lane = lanes.get(name);
      if (!lane) throw new Error(`No job called ${name}`);
      if (stopped) return;
      if (sendOptions.key && lane.queue.some((job) => job.key === sendOptions.key)) return;
      lane.queue.push({
        data,
        attempt: 0,
        ...(sendOptions.key ? { key: sendOptions.key } : {}),
      });
      drain(lane);
    },
    async depth() {
      return Object.fromEntries(
        [...lanes.values()].map((lane) => [lane.spec.name, lane.queue.length + lane.retries.size]),
      );
    },
    async stop() {
      stopped = true;
      for (const clock of clocks) clearInterval(clock);
      for (const lane of lanes.values()) for (const timer of lane.retries) clearTimeout(timer);
      const running = [...lanes.values()].map((lane) => lane.running).filter(Boolean);
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, options.stopTimeoutMs ?? 10_000);
          timeout.unref();
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
