// The category tree (main category → category → sub-category) and the brands as the operator
// edits them: names unique among siblings whatever their case, a category in use never
// deleted, and a new main category or brand given a drawn tile until a picture is chosen.
// Callers run these inside their transaction and audit with what they return.
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { logoSvg } from './logo-tile.ts';
import {
  countBrandProducts,
  countChildren,
  deleteBrandRow,
  deleteCategoryRow,
  insertBrand,
  insertCategoryRow,
  nextSortOrder,
  renameBrand,
  selectBrand,
  selectBrandNamed,
  selectCategoryRow,
  selectSiblingNamed,
  updateCategoryRow,
  type CategoryLevel,
} from './taxonomy-admin.repository.ts';

const PARENT_LEVEL: Record<CategoryLevel, CategoryLevel | null> = {
  main: null,
  category: 'main',
  sub: 'category',
};
const LEVEL_NAMES: Record<CategoryLevel, string> = {
  main: 'main category',
  category: 'category',
  sub: 'sub-category',
};
const TILE_COLOURS = ['#b4532a', '#2f6f5e', '#6b4fa0', '#1f5f8b', '#9a3b5b', '#7a6a1f'];

/**
 * A square tile with the name's initials, kept in the media store like the seed's pictures:
 * written before its row, so a store that is down refuses the whole change.
 */
async function drawTile(media: MediaStore, folder: string, id: string, name: string) {
  const colour = TILE_COLOURS[name.length % TILE_COLOURS.length] ?? '#b4532a';
  const key = `${folder}/${id}.svg`;
  await media.put(key, Buffer.from(logoSvg(name, colour, false)));
  return media.urlOf(key);
}

const nameTaken = (what: string, name: string) =>
  new AppError('CONFLICT', `A ${what} named "${name}" already exists here.`, {
    name: `A ${what} with this name already exists here.`,
  });

export async function createCategory(
  tx: Executor,
  input: { level: CategoryLevel; parentId: string | null; name: string; nameHi?: string | null },
  media: MediaStore,
) {
  const parentLevel = PARENT_LEVEL[input.level];
  if (parentLevel) {
    const parent = input.parentId ? await selectCategoryRow(tx, parentLevel, input.parentId) : null;
    if (!parent) {
      const message = `No such ${LEVEL_NAMES[parentLevel]}.`;
      throw new AppError('VALIDATION_FAILED', message, { parentID: message });
    }
  }
  if (await selectSiblingNamed(tx, input.level, input.parentId, input.name)) {
    throw nameTaken(LEVEL_NAMES[input.level], input.name);
  }
  const id = newId(input.level === 'main' ? 'mc' : input.level === 'category' ? 'cat' : 'sub');
  const imageUrl =
    input.level === 'main' ? await drawTile(media, 'categories', id, input.name) : '';
  const sortOrder = await nextSortOrder(tx, input.level, input.parentId);
  await insertCategoryRow(tx, input.level, {
    id,
    name: input.name,
    nameHi: input.nameHi ?? null,
    parentId: input.parentId,
    sortOrder,
    imageUrl,
  });
  return { id, name: input.name, level: input.level };
}

export async function updateCategory(
  tx: Executor,
  input: {
    level: CategoryLevel;
    id: string;
    name: string;
    /** The Hindi name; null: none; absent: unchanged. */
    nameHi?: string | null | undefined;
    order?: number | undefined;
    returnable?: boolean | undefined;
    packaged?: boolean | undefined;
    perishable?: boolean | undefined;
  },
) {
  const before = await selectCategoryRow(tx, input.level, input.id);
  if (!before) throw notFound(capitalise(LEVEL_NAMES[input.level]));
  if (input.returnable !== undefined && input.level !== 'category') {
    throw new AppError(
      'VALIDATION_FAILED',
      'Returns are allowed or not for a category (the second level), not a main category or sub-category.',
      { returnable: 'Set it on the category.' },
    );
  }
  for (const mark of ['packaged', 'perishable'] as const) {
    if (input[mark] !== undefined && input.level !== 'category') {
      throw new AppError(
        'VALIDATION_FAILED',
        `Products are ${mark} or not by their category (the second level), not a main category or sub-category.`,
        { [mark]: 'Set it on the category.' },
      );
    }
  }
  if (await selectSiblingNamed(tx, input.level, before.parentId, input.name, input.id)) {
    throw nameTaken(LEVEL_NAMES[input.level], input.name);
  }
  await updateCategoryRow(tx, input.level, input.id, {
    name: input.name,
    nameHi: input.nameHi,
    sortOrder: input.order,
    returnable: input.returnable,
    packaged: input.packaged,
    perishable: input.perishable,
  });
  const after = await selectCategoryRow(tx, input.level, input.id);
  return { before, after };
}

export async function deleteCategory(tx: Executor, level: CategoryLevel, id: string) {
  const before = await selectCategoryRow(tx, level, id);
  if (!before) throw notFound(capitalise(LEVEL_NAMES[level]));
  const uses = await countChildren(tx, level, id);
  if (uses.products > 0 || uses.children > 0) {
    const parts = [
      uses.products > 0 ? `${uses.products} product${uses.products === 1 ? '' : 's'}` : '',
      uses.children > 0
        ? `${uses.children} ${level === 'main' ? 'categories' : 'sub-categories'}`
        : '',
    ].filter(Boolean);
    throw new AppError(
      'CONFLICT',
      `"${before.name}" still has ${parts.join(' and ')}; move or remove them first.`,
    );
  }
  await deleteCategoryRow(tx, level, id);
  return before;
}

export async function createBrand(
  tx: Executor,
  name: string,
  media: MediaStore,
  nameHi: string | null = null,
) {
  if (await selectBrandNamed(tx, name)) throw nameTaken('brand', name);
  const id = newId('b');
  const logoUrl = await drawTile(media, 'brands', id, name);
  await insertBrand(tx, { id, name, nameHi, logoUrl });
  return { id, name, nameHi, logoUrl };
}

/** `nameHi`: the Hindi name, null for none, absent for unchanged. */
export async function updateBrand(tx: Executor, id: string, name: string, nameHi?: string | null) {
  const before = await selectBrand(tx, id);
  if (!before) throw notFound('Brand');
  if (await selectBrandNamed(tx, name, id)) throw nameTaken('brand', name);
  await renameBrand(tx, id, name, nameHi);
  return {
    before,
    after: { ...before, name, nameHi: nameHi === undefined ? before.nameHi : nameHi },
  };
}

/** A brand with products is never deleted: they would lose the name they are listed under. */
export async function deleteBrand(tx: Executor, id: string) {
  const before = await selectBrand(tx, id);
  if (!before) throw notFound('Brand');
  const products = await countBrandProducts(tx, id);
  if (products > 0) {
    throw new AppError(
      'CONFLICT',
      `"${before.name}" still has ${products} product${products === 1 ? '' : 's'}; move or remove them first.`,
    );
  }
  await deleteBrandRow(tx, id);
  return before;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
