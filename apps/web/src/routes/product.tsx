import {
  data,
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ProductUnavailable, ProductSkeleton } from '../features/catalog/components/product-states';
import { ProductView } from '../features/catalog/components/product-view';
import { productQueryOptions, useProduct } from '../features/catalog/api/get-product';
import { productHref } from '../features/catalog/lib/listing-path';
import { INITIAL_SELECTION, chosenItem } from '../features/catalog/lib/product-purchase';
import { ApiError } from '../lib/api-client';
import { headTags, originOf, type PageHead } from '../lib/page-head';
import { createLoaderQueryClient, prefetched } from '../lib/server-data';
import { formatInr, rupeesToPaise } from '@haat/india';
import { messages as m } from '../messages/catalog';

const isMissing = (error: unknown) =>
  error instanceof ApiError && [400, 404].includes(error.status);

/** The product for the server HTML and the head; an unknown product answers 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const queryClient = createLoaderQueryClient();
  try {
    const answer = await queryClient.fetchQuery(productQueryOptions(id, context.fetch));
    const product = answer.data;
    const item = chosenItem(product, INITIAL_SELECTION);
    const head: PageHead = {
      title: m.site.documentTitle(product.title),
      description: m.catalog.seo.productDescription(
        product.title,
        formatInr(rupeesToPaise(item.salePrice)),
      ),
      path: productHref(product.productID),
      image: `/og/product/${encodeURIComponent(product.productID)}.png`,
      imageAlt: m.catalog.seo.productCardAlt(
        product.title,
        formatInr(rupeesToPaise(item.salePrice)),
      ),
      product: { price: item.salePrice, inStock: item.stock > 0 },
    };
    return { head, missing: false, ...prefetched(queryClient) };
  } catch (error) {
    if (!isMissing(error)) throw error;
    const head: PageHead = {
      title: m.site.documentTitle(m.catalog.product.notFoundTitle),
      description: m.catalog.product.notFoundBody,
      path: productHref(id),
      noindex: true,
    };
    return data({ head, missing: true }, { status: 404 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData ? headTags(loaderData.head, originOf(matches)) : [];

/** /product/{id}: the product detail page (docs/spec.md §2). */
export default function ProductRoute() {
  const { id = '' } = useParams();
  // Undefined where no loader ran (a page test's memory router): the query decides alone.
  const loaded = useLoaderData<typeof loader>() as { missing: boolean } | undefined;
  const product = useProduct(id);

  if (loaded?.missing) return <ProductUnavailable isMissing onRetry={() => undefined} />;
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    return (
      <ProductUnavailable
        isMissing={isMissing(product.error)}
        onRetry={() => void product.refetch()}
      />
    );
  }
  return <ProductView key={id} answer={product.data} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
