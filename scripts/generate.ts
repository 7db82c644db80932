// `npm run generate`: writes what is derived from the endpoint declarations — the storefront's
// zod-free routes (packages/contract/src/paths.ts) and the API doc (docs/api.md). Tests fail when
// either is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../packages/contract/src/api-doc.ts';
import { formatPaths } from '../packages/contract/src/paths-format.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const outputs: Array<[string, string]> = [
  ['packages/contract/src/paths.ts', await formatPaths()],
  ['docs/api.md', renderApiDoc()],
];
for (const [file, text] of outputs) {
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
