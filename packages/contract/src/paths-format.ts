// paths.ts as `npm run generate` writes it: rendered, then formatted like every other source file.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderPaths } from './paths-render.ts';

export const PATHS_FILE = fileURLToPath(new URL('./paths.ts', import.meta.url));

export async function formatPaths(): Promise<string> {
  const options = await resolveConfig(PATHS_FILE);
  return format(renderPaths(), { ...options, filepath: PATHS_FILE });
}
