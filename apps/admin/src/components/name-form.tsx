// A name form for the tree and the brands: the name, and its optional Hindi form that the Hindi
// pages show (docs/decisions/hindi.md); react-hook-form with the contract's own schema for the
// call, picked from the contract as it loads — the other fields of the body (level, parent) ride
// along as fixed values.
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type {
  BrandBodySchema,
  CategoryCreateBodySchema,
  CategoryUpdateBodySchema,
} from '@haat/contract';
import type { z } from 'zod';
import { Field } from './field.tsx';
import { errorAt, showServerErrors } from './form-errors.ts';
import { Notices } from './notices.tsx';
import { useFormResolver, type Contract } from '../lib/form-resolver.ts';

type NameSchema =
  typeof CategoryCreateBodySchema | typeof CategoryUpdateBodySchema | typeof BrandBodySchema;

export function NameForm<S extends NameSchema>({
  schema,
  values,
  formLabel,
  fieldLabel,
  submitLabel,
  onSave,
  onCancel,
  resetAfterSave = false,
}: {
  /** Picks the call's body schema from the contract. */
  schema: (contract: Contract) => S;
  values: z.input<S>;
  /** The form's accessible name, e.g. "New sub-category in Diyas & Lamps". */
  formLabel: string;
  fieldLabel: string;
  submitLabel: string;
  /** Saves and answers the server's message. */
  onSave: (body: z.output<S>) => Promise<string>;
  onCancel?: () => void;
  resetAfterSave?: boolean;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver(
    (contract) => schema(contract) as z.ZodType<FieldValues, FieldValues>,
  );
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: values,
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  async function save(body: FieldValues) {
    setFailure(null);
    try {
      await onSave(body as z.output<S>);
      if (resetAfterSave) reset(values);
    } catch (error) {
      setFailure(showServerErrors(error, setError));
    }
  }

  return (
    <form
      className="name-form"
      aria-label={formLabel}
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <Field label={fieldLabel} error={errorAt(formState.errors, 'name')}>
        <input autoComplete="off" {...register('name')} />
      </Field>
      <Field
        label="Name in Hindi"
        hint="Optional, in Devanagari (साड़ियां). Without it the Hindi pages show the name above."
        error={errorAt(formState.errors, 'nameHi')}
      >
        <input autoComplete="off" lang="hi" {...register('nameHi')} />
      </Field>
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      <Notices failure={failure} />
    </form>
  );
}
