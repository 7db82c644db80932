import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ProductMissing } from '../features/catalog/components/product-states';
import { ProductView } from '../features/catalog/components/product-view';
import { fetchProduct } from '../features/catalog/api/get-product';
import { productHref } from '../features/catalog/lib/listing-path';
import { INITIAL_SELECTION, chosenItem } from '../features/catalog/lib/product-purchase';
import { ApiError } from '../lib/api-client';
import { headTags, originOf, type PageHead } from '../lib/page-head';
import { formatInr, rupeesToPaise } from '@haat/india';
import { messages as m } from '../messages/catalog';

const isMissing = (error: unknown) =>
  error instanceof ApiError && [400, 404].includes(error.status);

/** The product for the server HTML and the head; an unknown product answers 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  try {
    const answer = await fetchProduct(id, context.fetch);
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
    return { head, answer };
  } catch (error) {
    if (!isMissing(error)) throw error;
    const head: PageHead = {
      title: m.site.documentTitle(m.catalog.product.notFoundTitle),
      description: m.catalog.product.notFoundBody,
      path: productHref(id),
      noindex: true,
    };
    return data({ head, answer: null }, { status: 404 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData ? headTags(loaderData.head, originOf(matches)) : [];

/** /product/{id}: the product detail page (docs/spec.md §2). */
export default function ProductRoute() {
  const { answer } = useLoaderData<typeof loader>();
  // Any other failure of the loader is the route's ErrorBoundary, with its way on.
  if (!answer) return <ProductMissing />;
  return <ProductView key={answer.data.productID} answer={answer} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
