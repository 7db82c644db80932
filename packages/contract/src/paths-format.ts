// The route modules as `npm run generate` writes them: rendered, then formatted like every other
// source file.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderBackOfficePaths, renderPaths } from './paths-render.ts';

export const PATHS_FILE = fileURLToPath(new URL('./paths.ts', import.meta.url));
export const BACK_OFFICE_PATHS_FILE = fileURLToPath(
  new URL('./back-office-paths.ts', import.meta.url),
);

async function formatAs(file: string, text: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(text, { ...options, filepath: file });
}

export const formatPaths = (): Promise<string> => formatAs(PATHS_FILE, renderPaths());

export const formatBackOfficePaths = (): Promise<string> =>
  formatAs(BACK_OFFICE_PATHS_FILE, renderBackOfficePaths());
