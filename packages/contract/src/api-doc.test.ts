import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderApiDoc } from './api-doc.ts';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api.md');

describe('the API document', () => {
  it('docs/api.md is the contract as it is now (run `npm run generate` after changing endpoints)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(renderApiDoc());
  });

  it('lists every call with its method and path', () => {
    const doc = renderApiDoc();
    expect(doc).toContain('| `addOrder` | POST | `/api/customer/addorder` | customer |');
    expect(doc).toContain('`allternateMobile`');
  });
});
