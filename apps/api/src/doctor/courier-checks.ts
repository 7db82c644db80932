// `doctor`'s courier line (docs/decisions/couriers.md): who ships (by hand, or through Shiprocket
// or Delhivery for the shop or some sellers), and for each courier chosen anywhere, one call with
// the account's sealed credentials: Shiprocket's login against SHIPROCKET_BASE_URL, a pin-code
// look-up with Delhivery's token against its staging or production host (never run in CI).
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import {
  CourierError,
  delhiveryPort,
  readCourierChoices,
  shiprocketPort,
  type CourierPort,
} from '../modules/couriers/index.ts';
import { DoctorProblem, type DoctorCheck } from './doctor.ts';

const COURIERS = [
  { provider: 'shiprocket', name: 'Shiprocket', what: 'its API user' },
  { provider: 'delhivery', name: 'Delhivery', what: 'its API token' },
] as const;

export function courierCheck(config: Config, open: () => Promise<{ db: Database }>): DoctorCheck {
  return {
    part: 'couriers',
    async run() {
      const { db } = await open();
      const choices = await readCourierChoices({ db });
      const deps = { db, config, clock: systemClock };
      const lines: string[] = [];
      for (const courier of COURIERS) {
        const sellers = [...choices.sellers.values()].filter((c) => c === courier.provider);
        const chosen = choices.shop === courier.provider || sellers.length > 0;
        const port: CourierPort | null =
          courier.provider === 'delhivery' ? await delhiveryPort(deps) : await shiprocketPort(deps);
        if (!port) {
          if (chosen)
            throw new DoctorProblem(
              `${courier.name} is chosen but no account is entered: add ${courier.what} in the back office (Couriers)`,
            );
          continue;
        }
        try {
          const who = await port.checkLogin();
          const scope =
            choices.shop === courier.provider
              ? `the whole shop ships with ${courier.name}`
              : `${sellers.length} seller(s) ship with ${courier.name}`;
          const where =
            courier.provider === 'delhivery'
              ? `${config.couriers.delhiveryMode} (${config.couriers.delhiveryBaseUrl})`
              : config.couriers.shiprocketBaseUrl;
          lines.push(`${courier.name} at ${where}: ${who}; ${scope}`);
        } catch (error) {
          if (error instanceof CourierError)
            throw new DoctorProblem(`${courier.name}: ${error.message}`);
          throw error;
        }
      }
      if (lines.length === 0)
        return 'sellers type their courier and tracking number by hand (no courier account)';
      return choices.shop === 'manual' ? `${lines.join('; ')}; the rest by hand` : lines.join('; ');
    },
  };
}
