// No dark patterns on the storefront (Guidelines for Prevention and Regulation of Dark Patterns,
// 2023; docs/decisions/dark-patterns.md): no box ticked for the shopper, no urgency that is not
// the real stock. Fails naming the file and the line when one appears.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, listRepoFiles } from './source-files.ts';

/** A checkbox or radio ticked before the shopper touches it. */
const PRE_TICKED =
  /\bdefaultChecked(?!=\{false\})\b|^\s*checked(=\{true\})?\s*$|\schecked\s*\/?>|\schecked=\{true\}/g;
/** Words that press a shopper to hurry, which no real figure of the shop backs. */
const URGENCY =
  /\bhurry\b|selling fast|almost gone|only a few left|last chance|limited[- ]time|\b\d+ (people|others|shoppers) (are )?(viewing|looking|bought)|offer ends in|ends in \d/i;

const storefrontFiles = (pattern: RegExp) =>
  listRepoFiles(pattern).filter(
    (file) => file.startsWith('apps/web/src/') && !/\.test\.tsx?$/.test(file),
  );

const linesMatching = (file: string, pattern: RegExp) =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
    .filter(({ line }) => new RegExp(pattern.source, pattern.flags).test(line))
    .map(({ where, line }) => `${where}: ${line.trim()}`);

describe('the storefront', () => {
  it('the patterns find a pre-ticked box and urgency, and nothing else', () => {
    const ticked = [
      '<input type="checkbox" defaultChecked />',
      '<input type="checkbox" defaultChecked={true} />',
      '<input type="checkbox" checked />',
      '<input type="checkbox" checked={true} />',
    ];
    const unticked = [
      '<input type="checkbox" defaultChecked={false} />',
      '<input type="checkbox" checked={consent.granted} />',
      'expect(consent).not.toBeChecked();',
    ];
    expect(ticked.filter((text) => !new RegExp(PRE_TICKED.source).test(text))).toEqual([]);
    expect(unticked.filter((text) => new RegExp(PRE_TICKED.source).test(text))).toEqual([]);
    const pressing = [
      'Hurry, only a few left!',
      '12 people are viewing this',
      'Offer ends in 02:00',
    ];
    const plain = ['Only 3 left', 'Free delivery over ₹1,000', 'It ends in the seller’s hands'];
    expect(pressing.filter((text) => !URGENCY.test(text))).toEqual([]);
    expect(plain.filter((text) => URGENCY.test(text))).toEqual([]);
  });

  it('ticks no box for the shopper', () => {
    const files = storefrontFiles(/\.tsx$/);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => linesMatching(file, PRE_TICKED))).toEqual([]);
  });

  it('says no urgency in any sentence', () => {
    const files = storefrontFiles(/\.ts$/).filter((file) => file.includes('/messages/'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => linesMatching(file, URGENCY))).toEqual([]);
  });

  it('says "Only N left" only where the real stock is low (isLowStock)', () => {
    const users = storefrontFiles(/\.tsx$/).filter((file) =>
      readFileSync(path.join(ROOT, file), 'utf8').includes('stockLeft('),
    );
    expect(users.length).toBeGreaterThan(0);
    for (const file of users) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).toMatch(
        /isLowStock\([^)]*stock\)\s*\?\s*\(?\s*<[^>]*>\s*\{[^}]*stockLeft\(/,
      );
    }
  });
});
