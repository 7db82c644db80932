import { useParams } from 'react-router';
import { ProductUnavailable, ProductSkeleton } from '../features/catalog/components/product-states';
import { ProductView } from '../features/catalog/components/product-view';
import { useProduct } from '../features/catalog/api/get-product';
import { ApiError } from '../lib/api-client';

/** /product/{id}: the product detail page (docs/spec.md §2). */
export default function ProductRoute() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    const isMissing =
      product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return <ProductUnavailable isMissing={isMissing} onRetry={() => void product.refetch()} />;
  }
  return <ProductView key={id} answer={product.data} />;
}
