// Create or edit a product: every field of the contract's ProductBodySchema (react-hook-form with
// the same zod schema the server checks), the category path as three choices, colours × sizes
// each with price, MRP and stock, and — once saved — its pictures.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm, useFieldArray, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackOfficeProduct, ProductBody, ProductBodyInput } from '@haat/contract';
import {
  GST_RATES,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  WEIGHT_UNITS,
} from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { useMe } from '../../lib/use-me.ts';
import { PicturesSection } from './pictures.tsx';
import { useCommissionFeeLine } from './commission-fee.ts';
import { ProductColours } from './product-colours.tsx';
import { ProductDeclarations } from './product-declarations.tsx';
import { Field } from '../../components/field.tsx';
import { numberOrUndefined } from '../../components/form-errors.ts';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Notices } from '../../components/notices.tsx';
import { useFormResolver } from '../../lib/form-resolver.ts';

const EMPTY: ProductBodyInput = {
  title: '',
  titleHi: '',
  sku: '',
  brandID: '',
  condition: 'New',
  subCategoryID: '',
  body: '',
  description: '',
  descriptionHi: '',
  hsnCode: '',
  gstRate: 18,
  weight: null,
  weightUnit: null,
  originCountry: null,
  genericName: null,
  genericNameHi: '',
  netQuantity: null,
  netQuantityUnit: null,
  declarantKind: null,
  declarantName: null,
  declarantAddress: null,
  consumerCare: null,
  bestBeforeDays: null,
  warrantyMonths: null,
  status: 'draft',
  variants: [],
};

function toForm(product: BackOfficeProduct): ProductBodyInput {
  return {
    title: product.title,
    titleHi: product.titleHi,
    sku: product.sku,
    brandID: product.brandID,
    condition: product.condition as ProductBodyInput['condition'],
    subCategoryID: product.subCategoryID,
    body: product.body,
    description: product.description,
    descriptionHi: product.descriptionHi,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    weight: product.weight,
    weightUnit: product.weightUnit as ProductBodyInput['weightUnit'],
    originCountry: product.originCountry,
    genericName: product.genericName,
    genericNameHi: product.genericNameHi,
    netQuantity: product.netQuantity,
    netQuantityUnit: product.netQuantityUnit as ProductBodyInput['netQuantityUnit'],
    declarantKind: product.declarantKind as ProductBodyInput['declarantKind'],
    declarantName: product.declarantName,
    declarantAddress: product.declarantAddress,
    consumerCare: product.consumerCare,
    bestBeforeDays: product.bestBeforeDays,
    warrantyMonths: product.warrantyMonths,
    status: product.status,
    sellerID: product.sellerID,
    ...(product.variants.length === 0
      ? { price: product.price ?? undefined, mrp: product.mrp ?? undefined, stock: product.stock }
      : {}),
    variants: product.variants.map((colour) => ({
      colorID: colour.colorID,
      colour: colour.colour,
      colourHi: colour.colourHi,
      sizes: colour.sizes.map((size) => ({ ...size })),
    })),
  };
}

const numberOrNull = (value: unknown) =>
  value === '' || value === null || Number.isNaN(value) ? null : Number(value);

export function ProductFormPage() {
  const { productID } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const product = useQuery({
    queryKey: ['product', productID],
    queryFn: async () =>
      (await call(paths.product, { params: { productID: productID ?? '' } })).data,
    enabled: productID !== undefined,
  });
  const tree = useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await call(paths.categories)).data,
  });
  const brands = useQuery({
    queryKey: ['brands', 'all'],
    queryFn: async () => (await call(paths.brands, { query: { pageSize: 100 } })).data.items,
  });
  const sellers = useQuery({
    queryKey: ['sellers', 'approved'],
    queryFn: async () =>
      (await call(paths.sellers, { query: { status: 'approved', pageSize: 100 } })).data.items,
    enabled: me.data?.role === 'operator',
  });

  const resolver = useFormResolver((contract) => contract.ProductBodySchema);
  const form = useForm<ProductBodyInput, unknown, ProductBody>({
    resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, control, setError, formState, setValue, watch } = form;
  const colours = useFieldArray({ control, name: 'variants' });
  // The category path shown: what the operator picked, else the saved product's.
  const [chosenMain, setMainID] = useState<string | null>(null);
  const [chosenCategory, setCategoryID] = useState<string | null>(null);
  const mainID = chosenMain ?? product.data?.mainCategoryID ?? '';
  const categoryID = chosenCategory ?? product.data?.categoryID ?? '';

  // A saved product fills the form once every list its choices come from is on the page (a select
  // cannot show a value it has no option for): first the category path, then the values.
  const filledFrom = useRef<string | null>(null);
  const choicesReady =
    tree.isSuccess && brands.isSuccess && (me.data?.role !== 'operator' || sellers.isSuccess);
  useEffect(() => {
    const data = product.data;
    if (!data || !choicesReady || filledFrom.current === data.updatedAt) return;
    filledFrom.current = data.updatedAt;
    reset(toForm(data));
  }, [product.data, choicesReady, reset]);

  const operator = me.data?.role === 'operator';
  const [typedPrice, typedSubCategory, typedSeller] = useWatch({
    control,
    name: ['price', 'subCategoryID', 'sellerID'],
  });
  const feeLine = useCommissionFeeLine({
    price: typedPrice,
    subCategoryID: typedSubCategory ?? '',
    operator,
    sellerID: typedSeller || undefined,
  });

  if (productID && product.error instanceof ApiError && product.error.status === 404) {
    return <NotFoundPage />;
  }

  const mains = tree.data ?? [];
  const categories = mains.find((main) => main.id === mainID)?.categories ?? [];
  const chosenCategoryNode = categories.find((category) => category.id === categoryID);
  const subs = chosenCategoryNode?.subCategories ?? [];
  const hasVariants = colours.fields.length > 0;

  async function onValid(body: ProductBody) {
    setFailure(null);
    setNotice(null);
    try {
      const answer = productID
        ? await call(paths.productUpdate, { params: { productID }, body })
        : await call(paths.productCreate, { body });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      queryClient.setQueryData(['product', answer.data.productID], answer.data);
      setNotice(answer.message ?? 'Saved.');
      if (!productID) await navigate(`/products/${answer.data.productID}`, { replace: true });
      else {
        filledFrom.current = answer.data.updatedAt;
        reset(toForm(answer.data));
      }
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(error.message);
        for (const [field, message] of Object.entries(error.validation)) {
          setError(field as keyof ProductBodyInput, { message });
        }
      } else setFailure('Saving failed. Try again.');
    }
  }

  const errorOf = (name: string) => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const field = (name: string, label: string, input: ReactElement<Record<string, unknown>>) => (
    <Field key={name} label={label} error={errorOf(name)}>
      {input}
    </Field>
  );

  return (
    <section>
      <h1>{productID ? (product.data?.title ?? 'Product') : 'New product'}</h1>
      {product.data ? (
        <p className="count">
          {product.data.sku} · {product.data.shopName} ·{' '}
          {product.data.listed ? 'on the storefront' : 'not on the storefront'}
        </p>
      ) : null}
      <Notices notice={notice} failure={failure} />
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="card product-form"
      >
        {field('title', 'Title', <input {...register('title')} />)}
        <Field
          label="Title in Hindi"
          hint="Optional, in Devanagari (बनारसी सिल्क साड़ी). Without it the Hindi pages show the title above."
          error={errorOf('titleHi')}
        >
          <input autoComplete="off" lang="hi" {...register('titleHi')} />
        </Field>
        {field('sku', 'SKU', <input {...register('sku')} />)}
        {me.data?.role === 'operator'
          ? field(
              'sellerID',
              'Seller',
              <select {...register('sellerID')}>
                <option value="">Choose the seller</option>
                {(sellers.data ?? []).map((seller) => (
                  <option key={seller.sellerID} value={seller.sellerID}>
                    {seller.shopName}
                  </option>
                ))}
              </select>,
            )
          : null}
        {field(
          'brandID',
          'Brand',
          <select {...register('brandID')}>
            <option value="">Choose a brand</option>
            {(brands.data ?? []).map((brand) => (
              <option key={brand.brandID} value={brand.brandID}>
                {brand.name}
              </option>
            ))}
          </select>,
        )}
        <div className="row">
          <Field label="Main category">
            <select
              value={mainID}
              onChange={(event) => {
                setMainID(event.target.value);
                setCategoryID('');
                setValue('subCategoryID', '');
              }}
            >
              <option value="">Choose</option>
              {mains.map((main) => (
                <option key={main.id} value={main.id}>
                  {main.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Category">
            <select
              value={categoryID}
              onChange={(event) => {
                setCategoryID(event.target.value);
                setValue('subCategoryID', '');
              }}
            >
              <option value="">Choose</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          {field(
            'subCategoryID',
            'Sub-category',
            <select {...register('subCategoryID')}>
              <option value="">Choose</option>
              {subs.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name}
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className="row">
          {field(
            'condition',
            'Condition',
            <select {...register('condition')}>
              {PRODUCT_CONDITIONS.map((each) => (
                <option key={each}>{each}</option>
              ))}
            </select>,
          )}
          {field(
            'status',
            'Status',
            <select {...register('status')}>
              {PRODUCT_STATUSES.map((each) => (
                <option key={each}>{each}</option>
              ))}
            </select>,
          )}
          {field('hsnCode', 'HSN code', <input inputMode="numeric" {...register('hsnCode')} />)}
          {field(
            'gstRate',
            'GST rate',
            <select {...register('gstRate', { valueAsNumber: true })}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className="row">
          {field(
            'weight',
            'Weight',
            <input inputMode="decimal" {...register('weight', { setValueAs: numberOrNull })} />,
          )}
          {field(
            'weightUnit',
            'Unit',
            <select {...register('weightUnit', { setValueAs: (value) => value || null })}>
              <option value="">None</option>
              {WEIGHT_UNITS.map((unit) => (
                <option key={unit}>{unit}</option>
              ))}
            </select>,
          )}
        </div>
        {field('body', 'Short description (HTML)', <textarea rows={3} {...register('body')} />)}
        {field(
          'description',
          'Description (HTML)',
          <textarea rows={6} {...register('description')} />,
        )}
        <Field
          label="Description in Hindi"
          hint="Optional, HTML in Devanagari. Without it the Hindi pages show the description above."
          error={errorOf('descriptionHi')}
        >
          <textarea rows={6} lang="hi" {...register('descriptionHi')} />
        </Field>

        <ProductDeclarations
          register={register}
          errorOf={errorOf}
          packaged={chosenCategoryNode?.packaged ?? null}
          perishable={chosenCategoryNode?.perishable ?? null}
          origin={watch('originCountry')}
        />

        <fieldset className="variants">
          <legend>Price and stock</legend>
          {hasVariants ? null : (
            <div className="row">
              <Field label="Price (₹)" error={errorOf('price')} hint={feeLine}>
                <input
                  inputMode="decimal"
                  {...register('price', { setValueAs: numberOrUndefined })}
                />
              </Field>
              {field(
                'mrp',
                'MRP (₹)',
                <input
                  inputMode="decimal"
                  {...register('mrp', { setValueAs: numberOrUndefined })}
                />,
              )}
              {field(
                'stock',
                'Stock',
                <input
                  inputMode="numeric"
                  {...register('stock', { setValueAs: numberOrUndefined })}
                />,
              )}
            </div>
          )}
          <ProductColours
            control={control}
            register={register}
            colours={colours}
            errorOf={errorOf}
            onAdd={() => {
              setValue('price', undefined);
              setValue('mrp', undefined);
              setValue('stock', undefined);
            }}
          />
        </fieldset>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save product'}
        </button>
      </form>
      {product.data ? <PicturesSection product={product.data} /> : null}
    </section>
  );
}
