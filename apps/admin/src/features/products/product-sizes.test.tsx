// A size row's message is said in a seller's words and tied to its own input: the input is
// aria-invalid and described by that message, as a labelled Field is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { ProductBody, ProductBodyInput } from '@haat/contract';
import { useFormResolver } from '../../lib/form-resolver.ts';
import { errorAt } from '../../components/form-errors.ts';
import { ProductSizes } from './product-sizes.tsx';

afterEach(cleanup);

const LAMP: ProductBodyInput = {
  title: 'Hand beaten brass lamp',
  sku: 'LAMP-1',
  brandID: 'b_peetal',
  condition: 'New',
  subCategoryID: 'sub_diyas',
  body: '',
  description: '',
  hsnCode: '7418',
  gstRate: 12,
  weight: null,
  weightUnit: null,
  status: 'draft',
  variants: [{ colour: 'Gold', sizes: [{ size: 'Small', price: 499, mrp: 699, stock: 8 }] }],
};

function SizesForm({ onSave }: { onSave: (body: ProductBody) => void }) {
  const resolver = useFormResolver((contract) => contract.ProductBodySchema);
  const form = useForm<ProductBodyInput, unknown, ProductBody>({
    resolver,
    defaultValues: LAMP,
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
      <ProductSizes
        control={form.control}
        register={form.register}
        colour={0}
        errorOf={(name) => errorAt(form.formState.errors, name)}
      />
      <button type="submit">Save product</button>
    </form>
  );
}

describe('a size row of the product form', () => {
  it('answers a negative price with a seller’s words, tied to the price input', async () => {
    const onSave = vi.fn();
    render(<SizesForm onSave={onSave} />);
    const user = userEvent.setup();
    const price = screen.getByRole('textbox', { name: 'Price, size 1' });
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    const invalid = await screen.findByRole('textbox', {
      name: 'Price, size 1',
      description: 'Enter a price above ₹0.',
    });
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(invalid.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a price above ₹0.');
    // Only the row's price is wrong: its MRP says nothing.
    const mrp = screen.getByRole('textbox', { name: 'MRP, size 1' });
    expect(mrp.getAttribute('aria-invalid')).toBeNull();
    expect(mrp.getAttribute('aria-describedby')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '449');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(price.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a price above ₹0.')).toBeNull();
  });
});
