// `npm run generate`: writes what is derived from the endpoint declarations — the zod-free routes
// of the storefront (packages/contract/src/paths.ts) and of the back office
// (packages/contract/src/back-office-paths.ts), and the API doc (docs/api.md). Tests fail when any
// is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../packages/contract/src/api-doc.ts';
import { formatBackOfficePaths, formatPaths } from '../packages/contract/src/paths-format.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const outputs: Array<[string, string]> = [
  ['packages/contract/src/paths.ts', await formatPaths()],
  ['packages/contract/src/back-office-paths.ts', await formatBackOfficePaths()],
  ['docs/api.md', renderApiDoc()],
];
for (const [file, text] of outputs) {
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
