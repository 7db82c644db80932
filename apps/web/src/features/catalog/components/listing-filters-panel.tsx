import { useId } from 'react';
import type { ListingAnswer, NamedRef } from '@haat/contract';
import { messages as m } from '../../../messages/catalog';
import { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS, NO_UPPER_PRICE } from '@haat/contract/constants';
import type { ListingFilters } from '../lib/listing-filters';
import type { FilterName } from '../hooks/use-listing-filters';

interface FilterPanelProps {
  filters: ListingFilters;
  subCategories: readonly NamedRef[];
  brands: readonly NamedRef[];
  /** Countries of origin with how many products each, in the order of their names. */
  origins: ListingAnswer['origins'];
  /** Groups the listing path already fixes are not offered again. */
  showSubCategories: boolean;
  showBrands: boolean;
  onChange: (name: FilterName, value: string | number | undefined) => void;
}

function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly NamedRef[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div className="filter-options">
        <label className="filter-option">
          <input
            type="radio"
            name={name}
            checked={value === undefined}
            onChange={() => onChange(undefined)}
          />
          <span>{m.catalog.listing.all}</span>
        </label>
        {options.map((option) => (
          <label key={option._id} className="filter-option">
            <input
              type="radio"
              name={name}
              value={option._id}
              checked={value === option._id}
              onChange={() => onChange(option._id)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * docs/spec.md §2 listing sidebar: sub-categories and brands from the answer, and the price range with
 * docs/spec.md §9's options ('10000+' sends 90000000). Each change applies at once.
 */
export function ListingFiltersPanel({
  filters,
  subCategories,
  brands,
  origins,
  showSubCategories,
  showBrands,
  onChange,
}: FilterPanelProps) {
  const id = useId();
  const min = filters.minPrice ?? MIN_PRICE_OPTIONS[0];
  const max = filters.maxPrice;
  return (
    <div className="filters-panel">
      {showSubCategories && subCategories.length > 0 ? (
        <RadioGroup
          legend={m.catalog.listing.subCategories}
          name={`${id}-sub`}
          options={subCategories}
          value={filters.subCategoryID}
          onChange={(value) => onChange('subCategoryID', value)}
        />
      ) : null}
      {showBrands && brands.length > 0 ? (
        <RadioGroup
          legend={m.catalog.listing.brands}
          name={`${id}-brand`}
          options={brands}
          value={filters.brandID}
          onChange={(value) => onChange('brandID', value)}
        />
      ) : null}
      {origins.length > 0 ? (
        // Rule 6(10A): imported goods found and sorted by their country of origin.
        <RadioGroup
          legend={m.catalog.origins.heading}
          name={`${id}-origin`}
          options={origins.map((origin) => ({
            _id: origin.code,
            name: `${origin.name} ${m.catalog.origins.count(origin.count)}`,
          }))}
          value={filters.origin}
          onChange={(value) => onChange('origin', value)}
        />
      ) : null}
      <fieldset className="filter-group">
        <legend>{m.catalog.listing.price}</legend>
        <div className="price-selects">
          <label className="select-field">
            <span className="visually-hidden">{m.catalog.listing.minPrice}</span>
            <select
              value={String(min)}
              onChange={(event) => {
                const value = Number(event.target.value);
                onChange('minPrice', value === MIN_PRICE_OPTIONS[0] ? undefined : value);
              }}
            >
              {MIN_PRICE_OPTIONS.map((option, index) => (
                <option key={option} value={option} disabled={max !== undefined && option > max}>
                  {index === 0
                    ? m.catalog.listing.minOption
                    : m.catalog.listing.rupeeOption(option)}
                </option>
              ))}
            </select>
          </label>
          <span aria-hidden="true">–</span>
          <label className="select-field">
            <span className="visually-hidden">{m.catalog.listing.maxPrice}</span>
            <select
              value={max === undefined ? '' : String(max)}
              onChange={(event) =>
                onChange(
                  'maxPrice',
                  event.target.value === '' ? undefined : Number(event.target.value),
                )
              }
            >
              <option value="">{m.catalog.listing.maxOption}</option>
              {MAX_PRICE_OPTIONS.map((option) => (
                <option key={option} value={option} disabled={option < min}>
                  {m.catalog.listing.rupeeOption(option)}
                </option>
              ))}
              <option value={NO_UPPER_PRICE}>{m.catalog.listing.noUpperOption}</option>
            </select>
          </label>
        </div>
      </fieldset>
    </div>
  );
}
