import { describe, expect, it } from 'vitest';
import { SellerRegistrationAnswerSchema, SellerRegistrationSchema } from './seller.ts';

const form = {
  firstName: 'Meena',
  lastName: 'Iyer',
  mobile: '9445012345',
  address: '14/2, Gandhi Nagar, 2nd Street',
  pinCode: '600020',
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
  email: 'meena.iyer@example.in',
  shopName: 'Meena Handlooms 2',
  description: 'Kanchipuram silk sarees woven by our family.',
  password: 'handloom-2024',
  confirmpassword: 'handloom-2024',
  gstNo: '27AAPFU0939F1ZV',
  TermCondition: true,
};

const issuePaths = (value: unknown) =>
  SellerRegistrationSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

describe('seller registration', () => {
  it('accepts a complete form', () => {
    expect(SellerRegistrationSchema.parse(form)).toEqual(form);
  });

  it('drops an Aadhaar number an old client still sends', () => {
    expect(
      SellerRegistrationSchema.parse({ ...form, aadharNo: '123412341234' }),
    ).not.toHaveProperty('aadharNo');
  });

  it('reads a lower-case GSTIN in capitals and refuses a wrong check digit', () => {
    expect(SellerRegistrationSchema.parse({ ...form, gstNo: '27aapfu0939f1zv' }).gstNo).toBe(
      '27AAPFU0939F1ZV',
    );
    expect(issuePaths({ ...form, gstNo: '27AAPFU0939F1ZW' })).toEqual(['gstNo']);
    expect(issuePaths({ ...form, gstNo: '27AAPFU0939F1Z' })).toEqual(['gstNo']);
  });

  it('requires the terms to be accepted', () => {
    expect(issuePaths({ ...form, TermCondition: false })).toEqual(['TermCondition']);
  });

  it('refuses a confirm password that differs, on confirmpassword', () => {
    expect(issuePaths({ ...form, confirmpassword: 'handloom-2025' })).toEqual(['confirmpassword']);
  });

  it('accepts names, a shop name and an address written in Devanagari', () => {
    const hindi = {
      ...form,
      firstName: 'मीना',
      lastName: 'अय्यर',
      shopName: 'मीना हैंडलूम्स 2',
      address: '१४/२, गांधी नगर, दूसरी गली',
    };
    expect(SellerRegistrationSchema.parse(hindi)).toEqual(hindi);
  });

  it.each([
    ['firstName', 'Me'],
    ['firstName', 'मी'],
    ['shopName', 'मीना & संस'],
    ['address', '१४ #गांधी नगर गली'],
    ['lastName', 'Iyer3'],
    ['address', 'Short rd'],
    ['address', '14 #Gandhi Nagar Street'],
    ['shopName', 'Meena & Sons'],
    ['email', 'a@b.in'],
    ['description', 'x'.repeat(251)],
    ['pinCode', '60002'],
    ['mobile', '4445012345'],
  ])('refuses %s %s', (field, value) => {
    expect(issuePaths({ ...form, [field]: value })).toEqual([field]);
  });
});

describe('the seller registration answer', () => {
  it('is a success with the name, a validation map, or a message', () => {
    const success = {
      status: 1,
      data: { sellerID: 's1', firstName: 'Meena', lastName: 'Iyer', shopName: 'Meena Handlooms' },
    };
    const invalid = { status: 2, validation: { gstNo: 'Enter a valid GSTIN.' } };
    const refused = { status: 0, message: 'This mobile is already registered.' };
    for (const answer of [success, invalid, refused]) {
      expect(SellerRegistrationAnswerSchema.parse(answer)).toEqual(answer);
    }
    expect(SellerRegistrationAnswerSchema.safeParse({ status: 2, message: 'x' }).success).toBe(
      false,
    );
  });
});
