import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AddressAnswerSchema,
  AddressInputSchema,
  AddressUpdateBodySchema,
  PasswordChangeBodySchema,
  ProfileUpdateBodySchema,
} from './customer.ts';

const input = {
  name: 'Ravi Kumar',
  mobile: '9876543210',
  allternateMobile: '7012345678',
  zipcode: '560001',
  landmark: 'Near MG Road metro',
  address: '12, 3rd Cross, Indiranagar',
};

const firstIssuePath = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

describe('the address form', () => {
  it('accepts a complete address without city, state and country', () => {
    expect(AddressInputSchema.parse(input)).toEqual(input);
  });

  it('keeps the wire name allternateMobile as docs/spec.md spells it', () => {
    expect(Object.keys(AddressInputSchema.shape)).toContain('allternateMobile');
    expect(Object.keys(AddressInputSchema.shape)).not.toContain('alternateMobile');
  });

  it.each(['5876543210', '987654321', '98765432101', '98765x3210'])(
    'refuses the mobile %s',
    (mobile) => {
      expect(firstIssuePath(AddressInputSchema, { ...input, mobile })).toEqual(['mobile']);
    },
  );

  it.each(['012345', '56001', '5600011', '56OO01'])('refuses the pin code %s', (zipcode) => {
    expect(firstIssuePath(AddressInputSchema, { ...input, zipcode })).toEqual(['zipcode']);
  });

  it.each(['R2 D2', 'Al', 'Ravi.Kumar', 'x'.repeat(71)])('refuses the name %s', (name) => {
    expect(firstIssuePath(AddressInputSchema, { ...input, name })).toEqual(['name']);
  });

  it('accepts a name and an address written in Devanagari', () => {
    const hindi = {
      ...input,
      name: 'आशा वर्मा',
      landmark: 'हनुमान मंदिर के पास',
      address: 'मकान नंबर १२, गली 4, शास्त्री नगर',
    };
    expect(AddressInputSchema.parse(hindi)).toEqual(hindi);
  });

  it.each([
    ['one letter', 'आ'],
    ['a Devanagari digit', 'आशा २'],
    ['a danda', 'आशा।'],
    ['more than 70 letters as read', 'आशा '.repeat(14) + 'आ'.repeat(3)],
  ])('refuses a Devanagari name with %s', (_what, name) => {
    expect(firstIssuePath(AddressInputSchema, { ...input, name })).toEqual(['name']);
  });

  it('counts the maximum in letters as read, not in UTF-16 units', () => {
    // 14 × 'आशा ' reads 'Asha Asha …': 69 letters, 55 units.
    const name = 'आशा '.repeat(14).trim();
    expect(AddressInputSchema.safeParse({ ...input, name }).success).toBe(true);
  });

  it('takes an empty or absent alternate mobile as none, and refuses a bad one', () => {
    expect(AddressInputSchema.safeParse({ ...input, allternateMobile: '' }).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...input, allternateMobile: undefined }).success).toBe(
      true,
    );
    expect(firstIssuePath(AddressInputSchema, { ...input, allternateMobile: '12345' })).toEqual([
      'allternateMobile',
    ]);
  });

  it('takes an empty landmark, and refuses one shorter than 3 characters', () => {
    expect(AddressInputSchema.safeParse({ ...input, landmark: '' }).success).toBe(true);
    expect(firstIssuePath(AddressInputSchema, { ...input, landmark: 'ab' })).toEqual(['landmark']);
  });

  it('requires the address line', () => {
    expect(firstIssuePath(AddressInputSchema, { ...input, address: ' ' })).toEqual(['address']);
  });

  it('needs the addressID on update', () => {
    expect(firstIssuePath(AddressUpdateBodySchema, input)).toEqual(['addressID']);
    expect(AddressUpdateBodySchema.parse({ ...input, addressID: 'a1' }).addressID).toBe('a1');
  });
});

describe('the address answer', () => {
  it('carries addressID and _id and allternateMobile through serialisation', () => {
    const answer = {
      status: 'success',
      data: {
        ...input,
        allternateMobile: '',
        addressID: 'a1',
        _id: 'a1',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
      },
    };
    expect(z.encode(AddressAnswerSchema, AddressAnswerSchema.parse(answer))).toEqual(answer);
  });
});

describe('password change', () => {
  const form = { oldPassword: 'old', newPassword: 'new-password', confirmPassword: 'new-password' };

  it('accepts a new password confirmed the same', () => {
    expect(PasswordChangeBodySchema.safeParse(form).success).toBe(true);
  });

  it('refuses a confirmation that differs, on confirmPassword', () => {
    expect(
      firstIssuePath(PasswordChangeBodySchema, { ...form, confirmPassword: 'new-passw0rd' }),
    ).toEqual(['confirmPassword']);
  });

  it('refuses a new password under 8 characters', () => {
    expect(
      firstIssuePath(PasswordChangeBodySchema, {
        ...form,
        newPassword: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual(['newPassword']);
  });
});

describe('profile update', () => {
  it('accepts the old client loader flag and requires all four fields', () => {
    const profile = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      mobile: '9123456789',
    };
    expect(ProfileUpdateBodySchema.safeParse({ ...profile, loader: true }).success).toBe(true);
    expect(firstIssuePath(ProfileUpdateBodySchema, { ...profile, lastName: '' })).toEqual([
      'lastName',
    ]);
  });
});
