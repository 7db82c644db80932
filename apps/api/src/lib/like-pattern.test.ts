import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.ts';

describe('containsPattern', () => {
  it('wraps the text in % to find it anywhere', () => {
    expect(containsPattern('DIWALI')).toBe('%DIWALI%');
  });
  it('keeps %, _ and \\ as letters', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
