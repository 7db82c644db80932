// `npm run admin -- doctor`: checks a deployment end to end, one line per part, each with ✓ and
// what was seen, or ✗ and the reason. Every check runs (one failing does not hide the next), each
// bounded in time, and the exit code is 1 when any part failed.

export interface DoctorCheck {
  /** The part of the deployment: 'database', 'storage', 'sms', … */
  part: string;
  /** Answers what it saw on success; throws a DoctorProblem (or any error) otherwise. */
  run(signal: AbortSignal): Promise<string>;
}

/** A part that answered but is not fit to go live, with the reason an operator can act on. */
export class DoctorProblem extends Error {
  override name = 'DoctorProblem';
}

export interface DoctorLine {
  part: string;
  ok: boolean;
  detail: string;
}

export const CHECK_TIMEOUT_MS = 15_000;

function reasonOf(error: unknown): string {
  if (error instanceof DoctorProblem) return error.message;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

async function runOne(check: DoctorCheck, timeoutMs: number): Promise<DoctorLine> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled before the abort, so the race reports the timeout, not the check's own abort error.
      reject(new DoctorProblem(`no answer in ${timeoutMs / 1000} s`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    const detail = await Promise.race([check.run(controller.signal), timedOut]);
    return { part: check.part, ok: true, detail };
  } catch (error) {
    return { part: check.part, ok: false, detail: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the checks one after another, printing each line as it is known. */
export async function runDoctor(
  checks: DoctorCheck[],
  print: (line: string) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<DoctorLine[]> {
  const width = Math.max(...checks.map((check) => check.part.length));
  const lines: DoctorLine[] = [];
  for (const check of checks) {
    const line = await runOne(check, timeoutMs);
    lines.push(line);
    print(`${line.ok ? '✓' : '✗'} ${line.part.padEnd(width)}  ${line.detail}`);
  }
  return lines;
}
