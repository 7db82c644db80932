// Catalogue import (docs/catalog-import.md): a CSV read into drafts, every name looked up
// (brand, category path, seller), every picture found, each product compared with the one of its
// SKU; then either a report (dry run) or every change in one transaction — all rows or none.
// Importing the same file again changes nothing: unchanged products are left alone, and a picture
// is named by its bytes' hash, so the same file is the same picture.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { DECLARATION_FIELDS, declarationProblems, type DeclarationField } from '@haat/contract';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import {
  brands,
  categories,
  mainCategories,
  productImages,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { fromWireRupees } from '../../lib/money.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { isStorageKey, removeWrittenFolder } from '../../lib/object-store.ts';
import { preparePicture } from '../../lib/picture-pipeline.ts';
import {
  addPicture,
  createBrand,
  findProductForEdit,
  sanitizeProductHtml,
  saveProduct,
  snapshotOf,
  type ProductInput,
} from '../catalog/index.ts';
import {
  CsvRefused,
  parseCatalogCsv,
  type CsvColumn,
  type CsvProblem,
  type ProductDraft,
} from './catalog-csv.ts';
import {
  applyHindiNames,
  pathKey,
  planHindiNames,
  type HindiNamePlan,
  type ShopNames,
} from './catalog-names-import.ts';

export interface ImportDependencies {
  db: Database;
  now: () => Date;
  media: MediaStore;
  /** Writes the audit row of each change inside the import's transaction. */
  audit: (
    tx: Executor,
    entry: { action: string; target: string; details: object },
  ) => Promise<void>;
}

export interface ImportScope {
  /** Set for a seller: every product is theirs, and `seller_email` must be empty or theirs. */
  sellerId?: string | undefined;
}

export type ImportAction = 'create' | 'update' | 'unchanged';

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Brands and categories given a Hindi name (a brand the import creates too). */
  hindiNames: number;
  products: Array<{ sku: string; line: number; action: ImportAction }>;
}

export class ImportRefused extends AppError {
  constructor(readonly problems: CsvProblem[]) {
    super(
      'VALIDATION_FAILED',
      `The file was not imported: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was changed.`,
      Object.fromEntries(
        problems
          .slice(0, 200)
          .map((problem) => [
            problem.line === 0
              ? 'file'
              : `line ${problem.line}${problem.column ? `: ${problem.column}` : ''}`,
            problem.message,
          ]),
      ),
    );
  }
}

interface ResolvedPicture {
  url: string;
  /** Bytes to make ready and keep, for a picture the shop does not have yet. */
  bytes?: Buffer;
  pictureId?: string;
}

interface Plan {
  draft: ProductDraft;
  input: ProductInput;
  existingId: string | null;
  action: ImportAction;
  pictures: ResolvedPicture[];
  newBrand: string | null;
}

const key = (text: string) => text.trim().toLowerCase();

/** The file's column of each declaration, for the problem's place. */
const DECLARATION_COLUMNS: Record<DeclarationField, CsvColumn> = {
  originCountry: 'origin_country',
  genericName: 'generic_name',
  netQuantity: 'net_quantity',
  netQuantityUnit: 'net_quantity_unit',
  declarantKind: 'declarant_kind',
  declarantName: 'declarant_name',
  declarantAddress: 'declarant_address',
  consumerCare: 'consumer_care',
  bestBeforeDays: 'best_before_days',
  warrantyMonths: 'warranty_months',
};

/**
 * Products already in the shop are saved in id order, the order every writer of stock rows locks
 * them in (catalog's stock.service.ts): an import never holds one product a checkout waits for
 * while waiting for another that checkout holds. New products conflict with no one.
 */
function inLockOrder(plans: Plan[]): Plan[] {
  const idOf = (plan: Plan) => plan.existingId ?? '';
  return [...plans].sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
}

/** Everything the drafts name, looked up once; problems are tied to the draft's first line. */
async function resolve(
  db: Executor,
  drafts: ProductDraft[],
  scope: ImportScope,
  files: Map<string, Buffer>,
  media: MediaStore,
  earlier: CsvProblem[],
): Promise<{ plans: Plan[]; names: HindiNamePlan }> {
  const problems: CsvProblem[] = [...earlier];
  const [brandRows, tree, sellerRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name, nameHi: brands.nameHi }).from(brands),
    db
      .select({
        sub: { id: subCategories.id, name: subCategories.name, nameHi: subCategories.nameHi },
        category: {
          id: categories.id,
          name: categories.name,
          nameHi: categories.nameHi,
          packaged: categories.packaged,
          perishable: categories.perishable,
        },
        main: { id: mainCategories.id, name: mainCategories.name, nameHi: mainCategories.nameHi },
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .innerJoin(mainCategories, eq(mainCategories.id, categories.mainCategoryId)),
    db.select({ id: sellers.id, email: sellers.email, status: sellers.status }).from(sellers),
  ]);
  const brandByName = new Map(brandRows.map((row) => [key(row.name), row.id]));
  const places: ShopNames['places'] = new Map(
    tree.map((row) => [
      pathKey({
        mainCategory: row.main.name,
        category: row.category.name,
        subCategory: row.sub.name,
      }),
      row,
    ]),
  );
  const marksBySub = new Map(tree.map((row) => [row.sub.id, row.category]));
  const sellerByEmail = new Map(sellerRows.map((row) => [key(row.email), row]));
  const ownEmail = scope.sellerId
    ? sellerRows.find((row) => row.id === scope.sellerId)?.email
    : undefined;

  const skus = drafts.map((draft) => draft.sku);
  const existing = skus.length
    ? await db
        .select({ id: products.id, sku: products.sku, sellerId: products.sellerId })
        .from(products)
        .where(inArray(products.sku, skus))
    : [];
  const existingBySku = new Map(existing.map((row) => [row.sku, row]));
  // A /media/ picture already shown on some product is the shop's, wherever its file is kept.
  const named = [...new Set(drafts.flatMap((draft) => draft.pictures))].filter((name) =>
    name.startsWith('/media/'),
  );
  const knownUrls = new Set(
    named.length
      ? (
          await db
            .select({ url: productImages.url })
            .from(productImages)
            .where(inArray(productImages.url, named))
        ).map((row) => row.url)
      : [],
  );

  const plans: Plan[] = [];
  for (const draft of drafts) {
    const line = draft.lines[0] ?? 0;
    const problem = (column: CsvProblem['column'], message: string) =>
      problems.push({ line, ...(column ? { column } : {}), message });
    const place = places.get(pathKey(draft));
    const subId = place?.sub.id;
    if (!subId) {
      problem(
        'sub_category',
        `No sub-category "${draft.subCategory}" under ${draft.mainCategory} → ${draft.category}; add it in the back office first.`,
      );
    }
    const marks = subId === undefined ? undefined : marksBySub.get(subId);
    if (marks) {
      // A packaged category's product names every declaration, an imported one its importer.
      const missing = declarationProblems(draft.declarations, marks);
      for (const [field, message] of Object.entries(missing)) {
        problem(DECLARATION_COLUMNS[field as DeclarationField], message);
      }
    }
    let sellerId = scope.sellerId;
    if (scope.sellerId) {
      if (draft.sellerEmail && key(draft.sellerEmail) !== key(ownEmail ?? '')) {
        problem(
          'seller_email',
          'Leave seller_email empty or give your own: you import your own products.',
        );
      }
    } else {
      const seller = sellerByEmail.get(key(draft.sellerEmail));
      if (!draft.sellerEmail) problem('seller_email', 'Say which seller the product belongs to.');
      else if (!seller) problem('seller_email', `No seller with the e-mail ${draft.sellerEmail}.`);
      else if (seller.status !== 'approved') {
        problem(
          'seller_email',
          `The seller ${draft.sellerEmail} is ${seller.status}, not approved.`,
        );
      }
      sellerId = seller?.id;
    }
    const found = existingBySku.get(draft.sku);
    if (found && scope.sellerId && found.sellerId !== scope.sellerId) {
      problem('sku', `The SKU ${draft.sku} belongs to another seller's product.`);
    }
    const pictures: ResolvedPicture[] = [];
    for (const name of draft.pictures) {
      if (/^https?:\/\//i.test(name)) {
        problem('pictures', `Pictures are not fetched from other sites: attach ${name} as a file.`);
      } else if (name.startsWith('/media/')) {
        const mediaKey = name.slice('/media/'.length);
        const isKnown =
          knownUrls.has(name) || (isStorageKey(mediaKey) && (await media.exists(mediaKey)));
        if (!isKnown) {
          problem('pictures', `The shop has no picture ${name}.`);
        } else pictures.push({ url: name });
      } else {
        const bytes = files.get(path.basename(name));
        if (!bytes) problem('pictures', `The picture ${name} was not attached to the import.`);
        else {
          const pictureId = `img_${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}`;
          pictures.push({ url: '', bytes, pictureId });
        }
      }
    }
    const brandId = brandByName.get(key(draft.brand)) ?? null;
    plans.push({
      draft,
      existingId: found?.id ?? null,
      action: found ? 'update' : 'create',
      pictures,
      newBrand: brandId ? null : draft.brand,
      input: {
        title: draft.title,
        sku: draft.sku,
        brandId: brandId ?? '',
        condition: draft.condition,
        subCategoryId: subId ?? '',
        bodyHtml: draft.bodyHtml,
        descriptionHtml: draft.descriptionHtml,
        titleHi: draft.titleHi,
        descriptionHi: draft.descriptionHiHtml,
        hsnCode: draft.hsnCode,
        gstRatePercent: draft.gstRate,
        weight: draft.weight,
        weightUnit: draft.weightUnit,
        ...draft.declarations,
        status: draft.status,
        sellerId: sellerId ?? '',
        flat: draft.single
          ? {
              mrpPaise: fromWireRupees(draft.single.mrp),
              salePaise: fromWireRupees(draft.single.price),
              stock: draft.single.stock,
            }
          : null,
        colours: groupColours(draft),
      },
    });
  }
  const names = planHindiNames(drafts, { brands: brandRows, places }, scope, problems);
  if (problems.length > 0) {
    throw new ImportRefused(problems.sort((a, b) => a.line - b.line));
  }
  return { plans, names };
}

function groupColours(draft: ProductDraft): ProductInput['colours'] {
  const colours: ProductInput['colours'] = [];
  for (const variant of draft.variants) {
    let colour = colours.find((each) => key(each.name) === key(variant.colour));
    if (!colour) {
      colour = { name: variant.colour, nameHi: variant.colourHi, sizes: [] };
      colours.push(colour);
    }
    colour.sizes.push({
      name: variant.size,
      mrpPaise: fromWireRupees(variant.mrp),
      salePaise: fromWireRupees(variant.price),
      stock: variant.stock,
    });
  }
  return colours;
}

/** The existing product's colour and size ids, matched by name, so an update keeps them. */
async function keepVariantIds(db: Executor, plan: Plan): Promise<boolean> {
  if (!plan.existingId) return false;
  const existing = await findProductForEdit(db, plan.existingId, {});
  for (const colour of plan.input.colours) {
    const old = existing.colours.find((each) => key(each.name) === key(colour.name));
    if (!old) continue;
    colour.id = old.id;
    for (const size of colour.sizes) {
      const oldSize = existing.sizes.find(
        (each) => each.colorId === old.id && key(each.name) === key(size.name),
      );
      if (oldSize) size.id = oldSize.id;
    }
  }
  const wanted = comparable(plan.input);
  const have = comparable({ ...plan.input, ...fromSnapshot(existing, plan.input) });
  const picturesMissing = plan.pictures.some(
    (picture) =>
      !existing.pictures.some(
        (row) =>
          row.url === picture.url ||
          (picture.pictureId !== undefined &&
            row.url.startsWith(`/media/pictures/${picture.pictureId}/`)),
      ),
  );
  return wanted === have && !picturesMissing;
}

/** `input`: a Hindi field the file leaves out is compared as the file has it (left as it is). */
function fromSnapshot(
  existing: Awaited<ReturnType<typeof findProductForEdit>>,
  input: Pick<ProductInput, 'titleHi' | 'colours' | 'genericNameHi'>,
): Partial<ProductInput> {
  const { product } = existing;
  const hasColourHi = input.colours.some((colour) => colour.nameHi !== undefined);
  return {
    title: product.title,
    ...(input.titleHi === undefined ? {} : { titleHi: product.titleHi ?? '' }),
    brandId: product.brandId,
    condition: product.condition,
    subCategoryId: product.subCategoryId,
    bodyHtml: product.bodyHtml,
    descriptionHtml: product.descriptionHtml,
    hsnCode: product.hsnCode,
    gstRatePercent: product.gstRatePercent,
    weight: product.weight,
    weightUnit: product.weightUnit,
    originCountry: product.originCountry,
    genericName: product.genericName,
    ...(input.genericNameHi === undefined ? {} : { genericNameHi: product.genericNameHi ?? '' }),
    netQuantity: product.netQuantity,
    netQuantityUnit: product.netQuantityUnit,
    declarantKind: product.declarantKind,
    declarantName: product.declarantName,
    declarantAddress: product.declarantAddress,
    consumerCare: product.consumerCare,
    bestBeforeDays: product.bestBeforeDays,
    warrantyMonths: product.warrantyMonths,
    status: product.status,
    sellerId: product.sellerId,
    flat: product.hasVariants
      ? null
      : { mrpPaise: product.mrpPaise, salePaise: product.salePaise, stock: product.stock },
    colours: existing.colours.map((colour) => ({
      id: colour.id,
      name: colour.name,
      ...(hasColourHi ? { nameHi: colour.nameHi ?? '' } : {}),
      sizes: existing.sizes
        .filter((size) => size.colorId === colour.id)
        .map((size) => ({
          id: size.id,
          name: size.name,
          mrpPaise: size.mrpPaise,
          salePaise: size.salePaise,
          stock: size.stock,
        })),
    })),
  };
}

/** The fields an import sets, as text to compare (the HTML is compared apart, once cleaned). */
function comparable(input: Partial<ProductInput>): string {
  return JSON.stringify([
    input.title,
    input.titleHi,
    input.brandId,
    input.condition,
    input.subCategoryId,
    input.hsnCode,
    input.gstRatePercent,
    input.weight,
    input.weightUnit,
    ...DECLARATION_FIELDS.map((field) => input[field]),
    input.genericNameHi,
    input.status,
    input.sellerId,
    input.flat,
    input.colours?.map((colour) => [
      colour.id,
      colour.name,
      colour.nameHi,
      colour.sizes.map((size) => [size.id, size.name, size.mrpPaise, size.salePaise, size.stock]),
    ]),
  ]);
}

export async function importCatalog(
  deps: ImportDependencies,
  scope: ImportScope,
  input: { csv: Uint8Array; files: Map<string, Buffer>; dryRun: boolean },
): Promise<ImportReport> {
  let parsed: { drafts: ProductDraft[]; problems: CsvProblem[] };
  try {
    parsed = parseCatalogCsv(input.csv);
  } catch (error) {
    if (error instanceof CsvRefused) throw new ImportRefused(error.problems);
    throw error;
  }
  const { drafts } = parsed;
  const { plans, names } = await resolve(
    deps.db,
    drafts,
    scope,
    input.files,
    deps.media,
    parsed.problems,
  );
  for (const plan of plans) {
    if (plan.existingId && plan.newBrand === null && (await keepVariantIds(deps.db, plan))) {
      if (await htmlUnchanged(deps.db, plan)) plan.action = 'unchanged';
    }
  }
  const report: ImportReport = {
    dryRun: input.dryRun,
    rows: drafts.reduce((total, draft) => total + draft.lines.length, 0),
    created: plans.filter((plan) => plan.action === 'create').length,
    updated: plans.filter((plan) => plan.action === 'update').length,
    unchanged: plans.filter((plan) => plan.action === 'unchanged').length,
    hindiNames: names.changes.length + names.newBrands.size,
    products: plans.map((plan) => ({
      sku: plan.draft.sku,
      line: plan.draft.lines[0] ?? 0,
      action: plan.action,
    })),
  };
  if (input.dryRun || report.created + report.updated + report.hindiNames === 0) return report;

  // Pictures are made ready and written before the transaction (CPU, not locks); kept by hash,
  // so a folder already there (the same picture imported before) is used as it is and never
  // removed on a failure: other rows may point at it.
  const written: string[] = [];
  const removeWritten = async () => {
    for (const folder of written) await removeWrittenFolder(deps.media, folder);
  };
  try {
    for (const plan of plans) {
      if (plan.action === 'unchanged') continue;
      for (const picture of plan.pictures) {
        if (!picture.bytes || !picture.pictureId) continue;
        const ready = await preparePicture(picture.bytes);
        const largest = ready.sizes.at(-1);
        if (!largest) continue;
        const folder = `pictures/${picture.pictureId}`;
        const largestKey = `${folder}/${largest.width}x${largest.height}.webp`;
        picture.url = deps.media.urlOf(largestKey);
        if (await deps.media.exists(largestKey)) continue;
        written.push(folder);
        for (const size of ready.sizes) {
          await deps.media.put(`${folder}/${size.width}.webp`, size.webp);
          await deps.media.put(`${folder}/${size.width}.${ready.extension}`, size.fallback);
        }
        // Last: its presence says the folder is whole.
        await deps.media.put(largestKey, largest.webp);
      }
    }
  } catch (error) {
    await removeWritten();
    throw error;
  }
  try {
    await transactWithRetry(deps.db, async (tx) => {
      const now = deps.now();
      await applyHindiNames(tx, names.changes, deps.audit);
      const createdBrands = new Map<string, string>();
      for (const plan of inLockOrder(plans)) {
        if (plan.action === 'unchanged') continue;
        if (plan.newBrand) {
          let brandId = createdBrands.get(key(plan.newBrand));
          if (!brandId) {
            const brand = await createBrand(
              tx,
              plan.newBrand,
              deps.media,
              names.newBrands.get(key(plan.newBrand)) ?? null,
            );
            brandId = brand.id;
            createdBrands.set(key(plan.newBrand), brandId);
            await deps.audit(tx, {
              action: 'brand.create',
              target: brandId,
              details: { after: brand },
            });
          }
          plan.input.brandId = brandId;
        }
        const saved = await saveProduct(tx, plan.input, {
          ...(plan.existingId ? { productId: plan.existingId } : {}),
          scope: scope.sellerId ? { sellerId: scope.sellerId } : {},
          now,
        });
        const have = await tx
          .select({ id: productImages.id, url: productImages.url })
          .from(productImages)
          .where(eq(productImages.productId, saved.productId));
        for (const picture of plan.pictures) {
          if (have.some((row) => row.url === picture.url)) continue;
          const pictureId = picture.pictureId
            ? `${picture.pictureId}_${saved.productId}`.slice(0, 64)
            : `img_${createHash('sha256').update(`${saved.productId}${picture.url}`).digest('hex').slice(0, 24)}`;
          await addPicture(
            tx,
            { id: pictureId, productId: saved.productId, colorId: null, url: picture.url },
            {},
          );
        }
        const after = snapshotOf(await findProductForEdit(tx, saved.productId, {}));
        await deps.audit(tx, {
          action: plan.action === 'create' ? 'product.import.create' : 'product.import.update',
          target: saved.productId,
          details: { before: saved.before, after, line: plan.draft.lines[0] },
        });
      }
    });
  } catch (error) {
    await removeWritten();
    throw error;
  }
  return report;
}

/** True when the stored HTML equals the file's once cleaned. */
async function htmlUnchanged(db: Executor, plan: Plan): Promise<boolean> {
  if (!plan.existingId) return false;
  const [row] = await db
    .select({
      body: products.bodyHtml,
      description: products.descriptionHtml,
      descriptionHi: products.descriptionHi,
    })
    .from(products)
    .where(eq(products.id, plan.existingId));
  const { descriptionHi } = plan.input;
  return (
    row !== undefined &&
    row.body === sanitizeProductHtml(plan.input.bodyHtml) &&
    row.description === sanitizeProductHtml(plan.input.descriptionHtml) &&
    (descriptionHi === undefined ||
      (row.descriptionHi ?? '') === (sanitizeProductHtml(descriptionHi ?? '').trim() || ''))
  );
}
