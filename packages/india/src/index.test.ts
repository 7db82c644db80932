import { describe, expect, it } from 'vitest';
import * as india from './index.ts';

describe('the package entry', () => {
  it.each([
    'PINCODE_PATTERN',
    'isValidPincode',
    'MOBILE_PATTERN',
    'isValidMobile',
    'normaliseMobile',
    'GST_STATES',
    'findGstStateByCode',
    'findGstStateByName',
    'GSTIN_PATTERN',
    'PAN_PATTERN',
    'computeGstinCheckDigit',
    'validateGstin',
    'isValidGstin',
    'makeGstin',
    'formatInr',
    'rupeesToPaise',
    'paiseToRupees',
    'isWholePaise',
    'formatAmountInWords',
    'formatOrderDate',
    'formatIsoDateIst',
    'addBusinessDaysSkippingSundays',
    'formatDeliveryDate',
    'TITLE_CUT',
    'truncateText',
    'truncateCheckoutTitle',
    'PERSON_NAME_PATTERN',
    'sanitiseDigits',
    'sanitiseLetters',
    'sanitiseAlphanumeric',
    'sanitiseWords',
    'splitGraphemes',
    'countLetters',
    'cutToLetters',
    'transliterateDevanagari',
    'sanitiseMobileInput',
  ])('exports %s', (name) => {
    expect(Object.keys(india)).toContain(name);
  });
});
