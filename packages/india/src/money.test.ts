import { describe, expect, it } from 'vitest';
import { formatInr, isWholePaise, paiseToRupees, rupeesToPaise } from './money.ts';

describe('formatInr', () => {
  it.each([
    ['zero shows as ₹0.00', 0, '₹0.00'],
    ['one paisa shows as ₹0.01', 1, '₹0.01'],
    ['fifty paise show as ₹0.50', 50, '₹0.50'],
    ['eighty rupees show as ₹80.00', 8000, '₹80.00'],
    ['a thousand rupees get one comma', 100000, '₹1,000.00'],
    ['a lakh groups the last three digits then two', 10000000, '₹1,00,000.00'],
    ['₹1,23,456.50 uses Indian grouping', 12345650, '₹1,23,456.50'],
    ['a crore groups in twos above the thousands', 1234567890, '₹1,23,45,678.90'],
    ['a hundred crore keeps grouping in twos', 100000000000, '₹1,00,00,00,000.00'],
    ['a negative amount puts the sign before the rupee symbol', -8000, '-₹80.00'],
    ['a negative lakh keeps Indian grouping', -12345650, '-₹1,23,456.50'],
    ['negative zero shows without a sign', -0, '₹0.00'],
  ])('%s', (_behaviour, paise, expected) => {
    expect(formatInr(paise)).toBe(expected);
  });

  it('never contains a space of any kind', () => {
    expect(formatInr(-12345678901)).not.toMatch(/[\s\u00a0\u202f]/);
  });

  it.each([
    ['a fraction of a paisa is refused', 12.5],
    ['NaN is refused', Number.NaN],
    ['infinity is refused', Number.POSITIVE_INFINITY],
  ])('%s', (_behaviour, paise) => {
    expect(() => formatInr(paise)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it.each([
    ['whole rupees become hundreds of paise', 123, 12300],
    ['two decimals become exact paise', 123.45, 12345],
    ['0.1 + 0.2 rupees are 30 paise', 0.1 + 0.2, 30],
    ['1.005 rupees round up to 101 paise', 1.005, 101],
    ['1.004 rupees round down to 100 paise', 1.004, 100],
    ['a negative amount keeps its sign', -80.5, -8050],
    ['a negative half paisa rounds away from zero', -1.005, -101],
    ['a tiny negative amount is zero, not minus zero', -0.001, 0],
    ['zero is zero', 0, 0],
    ['a crore of rupees is exact', 10000000, 1000000000],
  ])('%s', (_behaviour, rupees, expected) => {
    expect(Object.is(rupeesToPaise(rupees), expected)).toBe(true);
  });

  it.each([
    ['NaN is refused', Number.NaN],
    ['infinity is refused', Number.POSITIVE_INFINITY],
    ['negative infinity is refused', Number.NEGATIVE_INFINITY],
    ['an amount beyond safe integers of paise is refused', Number.MAX_SAFE_INTEGER],
  ])('%s', (_behaviour, rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it.each([
    ['12345 paise are 123.45 rupees', 12345, 123.45],
    ['100 paise are one rupee', 100, 1],
    ['one paisa is 0.01 rupees', 1, 0.01],
    ['zero paise are zero rupees', 0, 0],
    ['negative paise give negative rupees', -8050, -80.5],
  ])('%s', (_behaviour, paise, expected) => {
    expect(paiseToRupees(paise)).toBe(expected);
  });

  it('a round trip through rupees keeps every paisa of ₹0.00 to ₹100.00', () => {
    const paiseValues = Array.from({ length: 10001 }, (_unused, index) => index);
    expect(paiseValues.filter((paise) => rupeesToPaise(paiseToRupees(paise)) !== paise)).toEqual(
      [],
    );
  });

  it.each([
    ['a fraction of a paisa is refused', 0.5],
    ['NaN is refused', Number.NaN],
  ])('%s', (_behaviour, paise) => {
    expect(() => paiseToRupees(paise)).toThrow(RangeError);
  });
});

describe('isWholePaise', () => {
  it.each([
    ['a positive integer is whole paise', 12345, true],
    ['zero is whole paise', 0, true],
    ['a negative integer is whole paise', -500, true],
    ['a fraction is not', 0.5, false],
    ['NaN is not', Number.NaN, false],
    ['infinity is not', Number.POSITIVE_INFINITY, false],
    ['an integer past the safe range is not', Number.MAX_SAFE_INTEGER + 1, false],
  ])('%s', (_behaviour, n, isExpectedWhole) => {
    expect(isWholePaise(n)).toBe(isExpectedWhole);
  });
});
