// Comments say why, in words: an issue's number means nothing to someone reading the code, so no
// source file may cite one (the choice it stood for belongs in the comment or in docs/decisions/).
// This file alone holds examples of the pattern.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_YET_CLEANED, ROOT, isNotYetCleaned, listRepoFiles } from './source-files.ts';

const ISSUE_NUMBER = /\bissues? #?\d+/gi;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const SELF = 'scripts/issue-numbers.test.ts';

describe('source files', () => {
  it('the pattern finds the ways an issue number was written, and nothing else', () => {
    const cited = [
      '(issue 14)',
      "issue 13's budget",
      'issues 13 and 15',
      '// Issue 5 journeys',
      'issue #7',
    ];
    const plain = ['issued at shipping', 'issue.path', 'parsed.error.issues', 'the issue saw'];
    expect(cited.filter((text) => !text.match(ISSUE_NUMBER))).toEqual([]);
    expect(plain.filter((text) => text.match(ISSUE_NUMBER))).toEqual([]);
  });

  it('cite no issue by number', () => {
    const files = listRepoFiles(SOURCE);
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('apps/api/src/app.ts');
    const citing = files
      .filter((file) => !isNotYetCleaned(file) && file !== SELF)
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            line.match(ISSUE_NUMBER) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(citing).toEqual([]);
  });

  it('skip only folders that exist', () => {
    const files = listRepoFiles(SOURCE);
    for (const folder of NOT_YET_CLEANED) {
      expect(files.some((file) => file.startsWith(folder))).toBe(true);
    }
  });
});
