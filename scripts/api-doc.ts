// `npm run docs:api`: writes docs/api.md from the contract's endpoint map.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../packages/contract/src/api-doc.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api.md');
writeFileSync(target, renderApiDoc());
console.log(`wrote ${target}`);
