// One colour's sizes in the product form: size, price, MRP and stock per row, each with its
// field message tied to its input (FieldControl), added and removed in place.
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { ProductBody, ProductBodyInput } from '@haat/contract';
import { FieldControl } from '../../components/field.tsx';
import { numberOrUndefined } from '../../components/form-errors.ts';

export function ProductSizes({
  control,
  register,
  colour,
  errorOf,
}: {
  control: Control<ProductBodyInput, unknown, ProductBody>;
  register: UseFormRegister<ProductBodyInput>;
  colour: number;
  errorOf: (name: string) => string | undefined;
}) {
  const sizes = useFieldArray({ control, name: `variants.${colour}.sizes` });
  const name = useWatch({ control, name: `variants.${colour}.colour` });
  return (
    <table className="sizes">
      <caption>Sizes of {name || `colour ${colour + 1}`}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Price (₹)</th>
          <th scope="col">MRP (₹)</th>
          <th scope="col">Stock</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sizes.fields.map((size, index) => {
          const path = `variants.${colour}.sizes.${index}` as const;
          const cell = (key: 'size' | 'price' | 'mrp' | 'stock', label: string) => (
            <td>
              <FieldControl error={errorOf(`${path}.${key}`)}>
                <input
                  aria-label={`${label}, size ${index + 1}`}
                  inputMode={key === 'size' ? undefined : 'decimal'}
                  {...register(
                    `${path}.${key}`,
                    key === 'size' ? {} : { setValueAs: numberOrUndefined },
                  )}
                />
              </FieldControl>
            </td>
          );
          return (
            <tr key={size.id}>
              {cell('size', 'Size')}
              {cell('price', 'Price')}
              {cell('mrp', 'MRP')}
              {cell('stock', 'Stock')}
              <td>
                <button
                  type="button"
                  onClick={() => sizes.remove(index)}
                  disabled={sizes.fields.length === 1}
                >
                  Remove
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={5}>
            <button
              type="button"
              onClick={() => sizes.append({ size: '', price: 0, mrp: 0, stock: 0 })}
            >
              Add a size
            </button>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
