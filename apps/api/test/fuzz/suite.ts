// One fuzz suite over a slice of the routes (split across files so vitest runs them in parallel):
// a test per route, each fuzzing it signed out, as a customer and as the operator.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Endpoint } from '@haat/contract';
import {
  CALLERS,
  RUNS,
  SEED,
  contractTargets,
  describeFaults,
  extraTargets,
  namedEndpoints,
  startFuzz,
  type Fuzz,
} from './harness.ts';

type Auth = Endpoint['auth'];

/**
 * A backstop, not a wait: a route's test is a fixed number of requests (RUNS per caller), and one
 * that does real work each time (the whole catalogue's CSV export) took 129 s of the project's
 * 120 s default on a machine loaded ten times over its cores. Bounded work may take its time.
 */
const FUZZ_TEST_TIMEOUT_MS = 600_000;

/** Names of the contract's endpoints whose `auth` is one of `auths` (admin ones as `admin.x`). */
export function endpointNames(auths: Auth[]): string[] {
  return namedEndpoints()
    .filter(([, endpoint]) => auths.includes(endpoint.auth))
    .map(([name]) => name);
}

export function fuzzSuite(
  file: string,
  names: string[],
  options: { extraRoutes?: boolean; env?: Record<string, string> } = {},
) {
  let fuzz: Fuzz;
  beforeAll(async () => {
    fuzz = await startFuzz(options.env);
    const { invalidExamples } = contractTargets(fuzz.hints);
    const mine = invalidExamples.filter((part) =>
      names.includes(part.split('.').slice(0, -1).join('.')),
    );
    if (mine.length > 0)
      console.info(`fuzz: examples the contract refuses (mutated anyway): ${mine.join(', ')}`);
  });
  afterAll(async () => {
    const seconds = ((Date.now() - fuzz.stats.started) / 1000).toFixed(1);
    const mismatches = [...fuzz.mismatches].sort();
    console.info(
      `fuzz ${file}: ${names.length} contract endpoints${options.extraRoutes ? ` and ${extraTargets(fuzz.t.app, fuzz.hints).length} other routes` : ''}, ${fuzz.stats.requests} requests, ${seconds} s, ` +
        `seed ${SEED}, ${RUNS} runs per route and caller, answers (by status band or error code) ${JSON.stringify(fuzz.stats.byStatus)}, ` +
        `${fuzz.faults.size} distinct faults` +
        (mismatches.length > 0
          ? `\n  status/code mismatches:\n    ${mismatches.join('\n    ')}`
          : ''),
    );
    await fuzz.close();
  });

  const check = (route: string) => {
    const faults = [...fuzz.faults.values()].filter((fault) => fault.route === route);
    expect(faults.length, `\n${describeFaults(faults, file)}`).toBe(0);
  };

  if (names.length > 0)
    it.each(names)(
      '%s answers bad input from every caller without a 5xx, outside the envelope or showing internals',
      async (name) => {
        const target = contractTargets(fuzz.hints).targets.find((one) => one.name === name)!;
        for (const caller of CALLERS) await fuzz.fuzz(target, caller);
        check(name);
      },
      FUZZ_TEST_TIMEOUT_MS,
    );

  if (options.extraRoutes) {
    it(
      'every route outside the contract maps (payments, crawler files) answers bad input safely too',
      async () => {
        const extras = extraTargets(fuzz.t.app, fuzz.hints);
        console.info(
          `fuzz: ${extras.length} routes outside the maps: ${extras.map((one) => one.name).join(', ')}`,
        );
        expect(extras.length).toBeGreaterThan(0);
        for (const target of extras) {
          for (const caller of CALLERS) await fuzz.fuzz(target, caller);
        }
        const faults = [...fuzz.faults.values()].filter((fault) =>
          extras.some((one) => one.name === fault.route),
        );
        expect(faults.length, `\n${describeFaults(faults, file)}`).toBe(0);
      },
      FUZZ_TEST_TIMEOUT_MS,
    );
  }
}
