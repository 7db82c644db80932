// The catalog module owns categories, menus, product listings, product pages, and what a cart
// line may buy at which price and stock.
export { registerCatalogRoutes } from './catalog.routes.ts';
export {
  CATALOG_CHANNEL,
  catalogVersion,
  collectStockChanges,
  createCatalogCache,
  markCatalogChanged,
  registerCatalogInvalidation,
  shareCatalogChanges,
} from './catalog-cache.ts';
export {
  findCartPurchasables,
  findPurchasables,
  lineKeyOf,
  type LineKey,
  type PricedCartLine,
  type Purchasable,
} from './purchasable.service.ts';
export { purchasableStockSql } from './purchasable.repository.ts';
export { textIn } from './catalog-names.ts';
export { returnStock, takeStock, type StockLine } from './stock.service.ts';
// Stock counts and rating totals are written only by the catalog (admin and reviews call these).
export {
  addToProductRating,
  removeFromProductRating,
  recomputeVariantProductStock,
  replaceFlatProductStock,
  selectProductStock,
  selectSizeStockForUpdate,
  updateSizeStock,
} from './stock.repository.ts';
// The home page's content: read and replaced by the back office (admin module), never elsewhere.
export {
  replaceFeaturedBrands,
  replaceHomeBanners,
  replaceMenus,
  replaceOffers,
  selectCategoryParents,
  selectExistingIds,
  selectHomeContentRows,
  type OfferToKeep,
} from './home-content.repository.ts';
// The back office's products, categories and brands.
export {
  changeProductStatus,
  findProductForEdit,
  saveProduct,
  snapshotOf,
  type ProductInput,
  type ProductScope,
  type ProductSnapshot,
} from './product-admin.service.ts';
export {
  relistSellerProducts,
  selectProductPage,
  type ProductForEdit,
  type ProductPageSort,
} from './product-admin.repository.ts';
export {
  createBrand,
  createCategory,
  deleteBrand,
  deleteCategory,
  updateBrand,
  updateCategory,
} from './taxonomy-admin.service.ts';
export { selectBrandPage, selectCategoryTreeRows } from './taxonomy-admin.repository.ts';
export { addPicture, removePicture, reorderPictures } from './product-pictures.service.ts';
export { sanitizeProductHtml } from './product.service.ts';
// The drawn tile of a brand or seller without a picture; the demo seed draws its own with it.
export { logoSvg } from './logo-tile.ts';
