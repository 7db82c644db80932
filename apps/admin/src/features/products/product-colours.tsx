// The product form's colours: each colour's name, its name on the Hindi pages and its sizes
// (ProductSizes), removed in place; "Add a colour" appends one with a first empty size.
import type { Control, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import type { ProductBody, ProductBodyInput } from '@haat/contract';
import { Field } from '../../components/field.tsx';
import { ProductSizes } from './product-sizes.tsx';

export function ProductColours({
  control,
  register,
  colours,
  errorOf,
  onAdd,
}: {
  control: Control<ProductBodyInput, unknown, ProductBody>;
  register: UseFormRegister<ProductBodyInput>;
  colours: UseFieldArrayReturn<ProductBodyInput, 'variants'>;
  errorOf: (name: string) => string | undefined;
  /** Before the first colour is added: the product's own price and stock stop applying. */
  onAdd: () => void;
}) {
  return (
    <>
      {colours.fields.map((colour, index) => (
        <div key={colour.id} className="colour">
          <div className="row">
            <Field label={`Colour ${index + 1}`} error={errorOf(`variants.${index}.colour`)}>
              <input {...register(`variants.${index}.colour`)} />
            </Field>
            <Field
              label={`Colour ${index + 1} in Hindi`}
              hint="Optional, in Devanagari (काला). Without it the Hindi pages show the colour's name."
              error={errorOf(`variants.${index}.colourHi`)}
            >
              <input autoComplete="off" lang="hi" {...register(`variants.${index}.colourHi`)} />
            </Field>
            <button type="button" onClick={() => colours.remove(index)}>
              Remove colour
            </button>
          </div>
          <div className="table-wrap">
            <ProductSizes control={control} register={register} colour={index} errorOf={errorOf} />
          </div>
        </div>
      ))}
      {errorOf('variants') ? <small className="error">{errorOf('variants')}</small> : null}
      <button
        type="button"
        onClick={() => {
          onAdd();
          colours.append({
            colour: '',
            colourHi: '',
            sizes: [{ size: '', price: 0, mrp: 0, stock: 0 }],
          });
        }}
      >
        Add a colour
      </button>
    </>
  );
}
