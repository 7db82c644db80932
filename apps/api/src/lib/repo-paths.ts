// Where the repository is, and DATA_DIR as every entry point sees it (server, CLIs): npm may start
// us from apps/api, so a DATA_DIR that is unset or relative is taken from the repository root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api/src/lib → the repository root, four folders up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** DATA_DIR as the server sees it: unset means <repo>/data, relative means relative to the repo. */
export function resolveDataDir(
  environment: NodeJS.ProcessEnv,
  repoRoot: string = REPO_ROOT,
): string {
  const configured = environment.DATA_DIR?.trim();
  if (configured === undefined || configured === '') return path.join(repoRoot, 'data');
  return path.resolve(repoRoot, configured);
}
