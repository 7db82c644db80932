// The end of a list's filter form (orders, the audit log): the days from and to, in India, and
// the button that sends it. The fields are the form's own (react-hook-form), checked by the
// list's query schema.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field.tsx';

export function DayRangeAndFilter({
  register,
  error,
}: {
  register: (name: 'from' | 'to') => UseFormRegisterReturn;
  error: (name: 'from' | 'to') => string | undefined;
}) {
  return (
    <>
      <Field label="From" error={error('from')}>
        <input type="date" {...register('from')} />
      </Field>
      <Field label="To" error={error('to')}>
        <input type="date" {...register('to')} />
      </Field>
      <button type="submit" className="primary">
        Filter
      </button>
    </>
  );
}
