// `doctor`'s courier line (docs/decisions/couriers.md): who ships (by hand, or through Shiprocket
// for the shop or some sellers), and with Shiprocket chosen anywhere, a login with the account's
// sealed credentials against SHIPROCKET_BASE_URL, the one live call (never run in CI).
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { CourierError, readCourierChoices, shiprocketPort } from '../modules/couriers/index.ts';
import { DoctorProblem, type DoctorCheck } from './doctor.ts';

export function courierCheck(config: Config, open: () => Promise<{ db: Database }>): DoctorCheck {
  return {
    part: 'couriers',
    async run() {
      const { db } = await open();
      const choices = await readCourierChoices({ db });
      const shiprocketSellers = [...choices.sellers.values()].filter((c) => c === 'shiprocket');
      const usesShiprocket = choices.shop === 'shiprocket' || shiprocketSellers.length > 0;
      const port = await shiprocketPort({ db, config, clock: systemClock });
      if (!port) {
        if (usesShiprocket)
          throw new DoctorProblem(
            'Shiprocket is chosen but no account is entered: add its API user in the back office (Couriers)',
          );
        return 'sellers type their courier and tracking number by hand (no courier account)';
      }
      try {
        const who = await port.checkLogin();
        const scope =
          choices.shop === 'shiprocket'
            ? 'the whole shop ships with Shiprocket'
            : `${shiprocketSellers.length} seller(s) ship with Shiprocket, the rest by hand`;
        return `Shiprocket at ${config.couriers.shiprocketBaseUrl}: ${who}; ${scope}`;
      } catch (error) {
        if (error instanceof CourierError) throw new DoctorProblem(error.message);
        throw error;
      }
    },
  };
}
