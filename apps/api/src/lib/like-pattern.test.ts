import { describe, expect, it } from 'vitest';
import { containsPattern, prefixPattern } from './like-pattern.ts';

describe('containsPattern', () => {
  it('wraps the text in % to find it anywhere', () => {
    expect(containsPattern('DIWALI')).toBe('%DIWALI%');
  });
  it('keeps %, _ and \\ as letters', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('prefixPattern', () => {
  it('finds text that starts with it, %, _ and \\ kept as letters', () => {
    expect(prefixPattern('kurta')).toBe('kurta%');
    expect(prefixPattern('5_0%')).toBe('5\\_0\\%%');
  });
});
