// City, state and country as a pin code fills them (the address dialog and the seller form): one
// set of fields, their differences as props.
import { Fragment } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

type PlaceField = 'city' | 'state' | 'country';

const AUTOCOMPLETE: Record<PlaceField, string> = {
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
};

interface PlaceFieldsProps {
  labels: Record<PlaceField, string>;
  inputs: Record<PlaceField, UseFormRegisterReturn<PlaceField>>;
  errors?: Partial<Record<PlaceField, string | undefined>>;
  /** Filled by the pin-code directory: not typed into. */
  isReadOnly: boolean;
  /** Always read-only (the address book): Tab skips them too. */
  isSkipped?: boolean;
  /**
   * The directory's names in the page's language (कर्नाटक for Karnataka), shown while the fields
   * are read-only; the form keeps and sends the directory's English (docs/decisions/hindi.md).
   */
  shown?: Record<PlaceField, string> | null;
}

export function PlaceFields({
  labels,
  inputs,
  errors,
  isReadOnly,
  isSkipped,
  shown,
}: PlaceFieldsProps) {
  return (
    <>
      {(['city', 'state', 'country'] as const).map((field) => {
        const display = isReadOnly ? shown?.[field] : undefined;
        if (display) {
          return (
            <Fragment key={field}>
              <input type="hidden" {...inputs[field]} />
              <FormField label={labels[field]} error={errors?.[field]}>
                <input
                  type="text"
                  readOnly
                  tabIndex={isSkipped ? -1 : undefined}
                  autoComplete="off"
                  value={display}
                />
              </FormField>
            </Fragment>
          );
        }
        return (
          <FormField key={field} label={labels[field]} error={errors?.[field]}>
            <input
              type="text"
              readOnly={isReadOnly}
              tabIndex={isSkipped ? -1 : undefined}
              autoComplete={AUTOCOMPLETE[field]}
              {...inputs[field]}
            />
          </FormField>
        );
      })}
    </>
  );
}
