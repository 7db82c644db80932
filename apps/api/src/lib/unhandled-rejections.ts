// A promise nobody awaited that rejects ends a Node process. pg-boss 10.4 marks a job complete or
// failed without awaiting it (manager.js, `this.complete(…)` / `this.fail(…)` in its worker), so a
// database connection that drops at that moment took the whole server down during a PostgreSQL
// restart. Such a rejection, when it says the database is away, is logged and the process goes on:
// the job's claim expires and it runs again (JOB_EXPIRE_SECONDS), as if its process had died. Any
// other unhandled rejection is a bug and still ends the process with exit code 1, after saying why.
import { classifyDatabaseUnavailable } from './db-errors.ts';

interface RejectionLog {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

export function createRejectionHandler(
  log: RejectionLog,
  exit: (code: number) => void = (code) => process.exit(code),
): (reason: unknown) => void {
  return (reason) => {
    if (classifyDatabaseUnavailable(reason)) {
      log.warn(
        { err: reason },
        'a background step lost its database connection; its job runs again once its claim expires',
      );
      return;
    }
    log.error({ err: reason }, 'unhandled promise rejection: the process ends');
    exit(1);
  };
}

/** Installs the handler for this process; answers how to remove it. */
export function handleUnhandledRejections(log: RejectionLog): () => void {
  const handler = createRejectionHandler(log);
  process.on('unhandledRejection', handler);
  return () => process.off('unhandledRejection', handler);
}
