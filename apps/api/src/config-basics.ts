// What config.ts and config-providers.ts share: the error that stops a start, and the way a
// true/false variable is written.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
