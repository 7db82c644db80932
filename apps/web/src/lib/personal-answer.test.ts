import { afterEach, describe, expect, it } from 'vitest';
import { makeLiveToken } from '../test/tokens';
import { ApiError } from './api-client';
import { deviceCopyOf } from './device-copies';
import { createPersonalAnswer } from './personal-answer';
import { clearAll, setToken } from './storage';

afterEach(() => clearAll());

/** A read the test answers when it wants, counting how often it was asked. */
function controlledRead() {
  const asked: Array<{ resolve(value: string): void; reject(error: unknown): void }> = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      asked.push({ resolve, reject });
    });
  return { read, asked };
}

describe('a personal answer (the cart, the wishlist)', () => {
  it('keeps the signed-in customer’s answer on the device, for that customer only', async () => {
    setToken(makeLiveToken('c_asha'));
    const answer = createPersonalAnswer('customer/cart', async () => 'asha’s cart');
    await answer.fetch();
    expect(deviceCopyOf('customer/cart', 'c_asha')).toBe('asha’s cart');
    expect(deviceCopyOf('customer/cart', 'c_ravi')).toBeUndefined();

    // Another customer on the same phone starts from nothing, not from Asha's copy.
    setToken(makeLiveToken('c_ravi'));
    const next = createPersonalAnswer('customer/cart', () => new Promise<string>(() => undefined));
    next.start('c_ravi');
    expect(next.snapshot().data).toBeUndefined();

    // Asha again: her copy shows at once, while it is asked for again.
    setToken(makeLiveToken('c_asha'));
    next.start('c_asha');
    expect(next.snapshot().data).toBe('asha’s cart');
    expect(next.snapshot().isFresh).toBe(false);
  });

  it('goes with everything else at logout', async () => {
    setToken(makeLiveToken('c_asha'));
    await createPersonalAnswer('customer/wishlist', async () => 'saved').fetch();
    clearAll();
    expect(deviceCopyOf('customer/wishlist', 'c_asha')).toBeUndefined();
  });

  it('asks once for any number of readers, and only once per customer at start', async () => {
    setToken(makeLiveToken('c_asha'));
    const { read, asked } = controlledRead();
    const answer = createPersonalAnswer('customer/cart', read);
    const first = answer.fetch();
    const second = answer.ensure();
    answer.start('c_asha');
    expect(asked).toHaveLength(1);
    asked[0]?.resolve('cart');
    await expect(Promise.all([first, second])).resolves.toEqual(['cart', 'cart']);
    answer.start('c_asha');
    expect(asked).toHaveLength(1);
    await expect(answer.ensure()).resolves.toBe('cart');
  });

  it('lets a change’s answer win over a read that was on its way', async () => {
    setToken(makeLiveToken('c_asha'));
    const { read, asked } = controlledRead();
    const answer = createPersonalAnswer('customer/cart', read);
    const reading = answer.fetch();
    answer.set('after the change');
    asked[0]?.resolve('before the change');
    await expect(reading).resolves.toBe('after the change');
    expect(answer.snapshot().data).toBe('after the change');
  });

  it('asks once more after a dropped connection, not after a refusal, and keeps what it had', async () => {
    setToken(makeLiveToken('c_asha'));
    let calls = 0;
    const flaky = createPersonalAnswer('customer/cart', async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return 'cart';
    });
    await expect(flaky.fetch()).resolves.toBe('cart');
    expect(calls).toBe(2);

    let refusals = 0;
    const refused = createPersonalAnswer<string>('customer/wishlist', async () => {
      refusals += 1;
      throw new ApiError(403, 'No');
    });
    refused.set('kept');
    await expect(refused.fetch()).rejects.toThrow('No');
    expect(refusals).toBe(1);
    expect(refused.snapshot()).toMatchObject({ data: 'kept', failed: true });
    // A read for the screen (Try again, after a change) settles on failure too, marked as failed.
    await expect(refused.refresh()).resolves.toBeUndefined();
    expect(refusals).toBe(2);
    expect(refused.snapshot()).toMatchObject({ data: 'kept', failed: true });
  });

  it('counts changes on their way', async () => {
    setToken(makeLiveToken('c_asha'));
    const answer = createPersonalAnswer('customer/cart', async () => 'cart');
    let finish: (value: string) => void = () => undefined;
    const change = answer.track(new Promise<string>((resolve) => (finish = resolve)));
    expect(answer.snapshot().changes).toBe(1);
    finish('done');
    await change;
    expect(answer.snapshot().changes).toBe(0);
  });
});
