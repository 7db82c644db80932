import { describe, expect, it } from 'vitest';
import { GST_STATES, findGstStateByCode, findGstStateByName } from './gst-states.ts';

describe('GST_STATES', () => {
  it('covers every code from 01 to 38 once, in order', () => {
    const expectedCodes = Array.from({ length: 38 }, (_unused, index) =>
      String(index + 1).padStart(2, '0'),
    );
    expect(GST_STATES.map((state) => state.code)).toEqual(expectedCodes);
  });

  it('gives every state a two-letter alpha code that no other state shares', () => {
    const alphas = GST_STATES.map((state) => state.alpha);
    expect(alphas.every((alpha) => /^[A-Z]{2}$/.test(alpha))).toBe(true);
    expect(new Set(alphas).size).toBe(GST_STATES.length);
  });

  it('gives every state a Hindi name in Devanagari that no other state shares', () => {
    const devanagariOnly = /^[\u0900-\u097F]+(?:[ ()][\u0900-\u097F()]+)*$/u;
    for (const state of GST_STATES) expect(state.nameHi).toMatch(devanagariOnly);
    expect(new Set(GST_STATES.map((state) => state.nameHi)).size).toBe(GST_STATES.length);
  });

  it.each([
    ['29', 'कर्नाटक'],
    ['07', 'दिल्ली'],
    ['19', 'पश्चिम बंगाल'],
    ['22', 'छत्तीसगढ़'],
    ['26', 'दादरा और नगर हवेली और दमन और दीव'],
    ['38', 'लद्दाख'],
  ])('names %s in Hindi as %s', (code, nameHi) => {
    expect(findGstStateByCode(code)?.nameHi).toBe(nameHi);
  });

  it('gives every state a name that no other state shares', () => {
    expect(new Set(GST_STATES.map((state) => state.name.toLowerCase())).size).toBe(
      GST_STATES.length,
    );
  });
});

describe('findGstStateByCode', () => {
  it.each([
    ['01 is Jammu and Kashmir', '01', 'Jammu and Kashmir', 'JK'],
    ['07 is Delhi', '07', 'Delhi', 'DL'],
    ['25 is the legacy Daman and Diu', '25', 'Daman and Diu', 'DD'],
    [
      '26 is the merged Dadra and Nagar Haveli and Daman and Diu',
      '26',
      'Dadra and Nagar Haveli and Daman and Diu',
      'DN',
    ],
    ['27 is Maharashtra', '27', 'Maharashtra', 'MH'],
    ['28 is Andhra Pradesh before division', '28', 'Andhra Pradesh (Before Division)', 'AP'],
    ['29 is Karnataka', '29', 'Karnataka', 'KA'],
    ['36 is Telangana', '36', 'Telangana', 'TS'],
    ['37 is Andhra Pradesh', '37', 'Andhra Pradesh', 'AD'],
    ['38 is Ladakh', '38', 'Ladakh', 'LA'],
  ])('%s', (_behaviour, code, expectedName, expectedAlpha) => {
    expect(findGstStateByCode(code)).toMatchObject({
      code,
      name: expectedName,
      alpha: expectedAlpha,
    });
  });

  it.each([
    ['00 is not a state', '00'],
    ['39 is not a state', '39'],
    ['97 Other Territory is left out', '97'],
    ['a one-digit code is not padded', '7'],
    ['an empty code finds nothing', ''],
  ])('%s', (_behaviour, code) => {
    expect(findGstStateByCode(code)).toBeUndefined();
  });
});

describe('findGstStateByName', () => {
  it.each([
    ['an exact name is found', 'Maharashtra', '27'],
    ['an upper-case name is found', 'MAHARASHTRA', '27'],
    ['a lower-case name with spaces around is found', '  tamil   nadu ', '33'],
    ["'&' is read as 'and'", 'Jammu & Kashmir', '01'],
    ["'and' in capitals is found", 'JAMMU AND KASHMIR', '01'],
    ["'&' without spaces is read as 'and'", 'Andaman&Nicobar Islands', '35'],
    ['Andhra Pradesh is the current state 37', 'Andhra Pradesh', '37'],
    ['Andhra Pradesh in capitals is 37', 'ANDHRA PRADESH', '37'],
    ['the pre-division name finds 28', 'Andhra Pradesh (Before Division)', '28'],
    ['Telangana is 36', 'TELANGANA', '36'],
    ['Ladakh is 38', 'Ladakh', '38'],
    ['Daman and Diu alone is the legacy 25', 'DAMAN & DIU', '25'],
    ['the merged territory is 26', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
    [
      'the merged territory with a leading The is 26',
      'The Dadra & Nagar Haveli and Daman & Diu',
      '26',
    ],
    ['Dadra and Nagar Haveli alone is 26', 'DADRA & NAGAR HAVELI', '26'],
    ['the old spelling Chattisgarh is 22', 'CHATTISGARH', '22'],
    ['the old name Pondicherry is 34', 'PONDICHERRY', '34'],
    ['the old name Orissa is 21', 'Orissa', '21'],
    ['the old name Uttaranchal is 05', 'Uttaranchal', '05'],
    ['NCT of Delhi is 07', 'N.C.T. of Delhi', '07'],
    ['Andaman and Nicobar without Islands is 35', 'ANDAMAN & NICOBAR', '35'],
  ])('%s', (_behaviour, name, expectedCode) => {
    expect(findGstStateByName(name)?.code).toBe(expectedCode);
  });

  it.each([
    ['an unknown name finds nothing', 'Atlantis'],
    ['a partial name finds nothing', 'Pradesh'],
    ['an empty name finds nothing', ''],
  ])('%s', (_behaviour, name) => {
    expect(findGstStateByName(name)).toBeUndefined();
  });

  it('every state is found by its own name', () => {
    for (const state of GST_STATES) {
      expect(findGstStateByName(state.name)).toBe(state);
    }
  });
});
