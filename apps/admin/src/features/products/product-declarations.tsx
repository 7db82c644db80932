// The product form's declarations (docs/decisions/legal-declarations.md): what the Legal
// Metrology (Packaged Commodities) Rules 2011, rule 6(1), ask a packaged product's page to show.
// Which are required follows the chosen category (packaged, perishable) and the origin (an
// imported product names its importer); the server checks the same with `declarationProblems`.
import type { ReactElement } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { ProductBodyInput } from '@haat/contract';
import {
  COUNTRIES,
  DECLARANT_KINDS,
  HOME_COUNTRY,
  NET_QUANTITY_UNITS,
} from '@haat/contract/back-office-constants';
import { Field } from '../../components/field.tsx';

const numberOrNull = (value: unknown) =>
  value === '' || value === null || Number.isNaN(value) ? null : Number(value);
const textOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const COUNTRIES_BY_NAME = [...COUNTRIES].sort((a, b) => a.en.localeCompare(b.en));

export function ProductDeclarations({
  register,
  errorOf,
  packaged,
  perishable,
  origin,
}: {
  register: UseFormRegister<ProductBodyInput>;
  errorOf: (name: string) => string | undefined;
  /** What the chosen category asks; null before a category is chosen. */
  packaged: boolean | null;
  perishable: boolean | null;
  origin: string | null | undefined;
}) {
  const required = packaged === true ? ' (required)' : '';
  const imported = Boolean(origin) && origin !== HOME_COUNTRY;
  const field = (
    name: string,
    label: string,
    input: ReactElement<Record<string, unknown>>,
    hint?: string,
  ) => (
    <Field key={name} label={label} error={errorOf(name)} hint={hint}>
      {input}
    </Field>
  );
  return (
    <fieldset className="declarations">
      <legend>Declarations (Legal Metrology)</legend>
      <p className="hint">
        {packaged === null
          ? 'Choose the category: a packaged category needs every declaration below.'
          : packaged
            ? `This category is packaged: give every declaration${perishable ? ', and the best-before (perishable)' : ''}.`
            : 'This category is not packaged: the declarations are optional, but an imported product names its importer.'}
      </p>
      <div className="row">
        {field(
          'originCountry',
          `Country of origin${required}`,
          <select {...register('originCountry', { setValueAs: textOrNull })}>
            <option value="">Not given</option>
            {COUNTRIES_BY_NAME.map((country) => (
              <option key={country.code} value={country.code}>
                {country.en} ({country.code})
              </option>
            ))}
          </select>,
        )}
        {field('genericName', `Generic name${required}`, <input {...register('genericName')} />)}
        {field(
          'genericNameHi',
          'Generic name in Hindi',
          <input lang="hi" autoComplete="off" {...register('genericNameHi')} />,
        )}
      </div>
      <div className="row">
        {field(
          'netQuantity',
          `Net quantity${required}`,
          <input inputMode="decimal" {...register('netQuantity', { setValueAs: numberOrNull })} />,
        )}
        {field(
          'netQuantityUnit',
          `Unit${required}`,
          <select {...register('netQuantityUnit', { setValueAs: textOrNull })}>
            <option value="">None</option>
            {NET_QUANTITY_UNITS.map((unit) => (
              <option key={unit}>{unit}</option>
            ))}
          </select>,
        )}
      </div>
      <div className="row">
        {field(
          'declarantKind',
          `Label names the${required}`,
          <select {...register('declarantKind', { setValueAs: textOrNull })}>
            <option value="">Not given</option>
            {DECLARANT_KINDS.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </select>,
          imported ? 'An imported product names its importer.' : undefined,
        )}
        {field(
          'declarantName',
          `Name of the ${imported ? 'importer' : 'manufacturer, packer or importer'}${required}`,
          <input {...register('declarantName')} />,
        )}
      </div>
      {field(
        'declarantAddress',
        `Address${required}`,
        <textarea rows={2} {...register('declarantAddress')} />,
      )}
      <div className="row">
        {field(
          'consumerCare',
          `Consumer care (telephone or e-mail)${required}`,
          <input {...register('consumerCare')} />,
        )}
        {field(
          'bestBeforeDays',
          `Best before, days from packing${packaged && perishable ? ' (required)' : ''}`,
          <input
            inputMode="numeric"
            {...register('bestBeforeDays', { setValueAs: numberOrNull })}
          />,
        )}
        {field(
          'warrantyMonths',
          'Warranty, months',
          <input
            inputMode="numeric"
            {...register('warrantyMonths', { setValueAs: numberOrNull })}
          />,
          '0 for no warranty; empty if not stated.',
        )}
      </div>
    </fieldset>
  );
}
