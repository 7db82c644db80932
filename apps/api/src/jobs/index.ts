// The job queue: one interface (job-queue.ts), pg-boss on PostgreSQL, in-process on PGlite.
export type { JobLog, JobQueue, JobSpec, SendOptions } from './job-queue.ts';
export { createLocalJobQueue, type LocalJobQueueOptions } from './local-job-queue.ts';
export { createPgBossQueue, type PgBossQueueOptions } from './pg-boss-queue.ts';
