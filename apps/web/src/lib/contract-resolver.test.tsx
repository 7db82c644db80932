import { describe, expect, it } from 'vitest';
import type { ContactBody } from '@haat/contract';
import type { ResolverOptions } from 'react-hook-form';
import { Toaster } from '../components/ui/toast';
import { render, screen } from '@testing-library/react';
import { contractResolver } from './contract-resolver';

const OPTIONS: ResolverOptions<ContactBody> = { fields: {}, shouldUseNativeValidation: false };

const GOOD: ContactBody = {
  name: '  Meera Iyer ',
  email: 'Meera@Example.in',
  subject: 'Late parcel',
  message: 'My parcel has not arrived yet.',
};

describe('form validation with a contract schema, loaded on first use', () => {
  it("answers with the schema's own messages, and with the parsed body when all is well", async () => {
    const { resolver } = contractResolver((contract) => contract.ContactBodySchema);
    const refused = await resolver({ ...GOOD, name: 'M', email: 'meera' }, undefined, OPTIONS);
    expect(refused.errors.name?.message).toBe('Enter your name.');
    expect(refused.errors.email?.message).toBe('Enter a valid e-mail address.');
    expect(refused.errors.message).toBeUndefined();

    const accepted = await resolver(GOOD, undefined, OPTIONS);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      subject: 'Late parcel',
      message: 'My parcel has not arrived yet.',
    });
  });

  it('validates nothing when the schema cannot load, says so, and loads again next time', async () => {
    render(<Toaster />);
    let loads = 0;
    const { resolver } = contractResolver((contract) => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return contract.ContactBodySchema;
    });
    await expect(resolver(GOOD, undefined, OPTIONS)).rejects.toThrow('Failed to fetch');
    expect(
      await screen.findByText('Your connection may have dropped. Check it and try again.'),
    ).toBeTruthy();

    const accepted = await resolver(GOOD, undefined, OPTIONS);
    expect(accepted.errors).toEqual({});
    expect(loads).toBe(2);
  });
});
