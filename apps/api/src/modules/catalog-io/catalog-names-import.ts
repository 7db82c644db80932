// The Hindi names a catalogue file gives its products' brand and categories (docs/catalog-import.md):
// checked against each other and against the shop, then written with the products, audited as the
// back office writes them. A name is shared by every product that names it, so a file sets one and
// never clears one, and only the operator changes a name the shop already has.
import type { Executor } from '../../db/client.ts';
import { updateBrand, updateCategory } from '../catalog/index.ts';
import type { CsvColumn, CsvProblem, HindiNames, ProductDraft } from './catalog-csv.ts';

type Level = 'main' | 'category' | 'sub';

/** The shop's names as the import looked them up. */
export interface ShopNames {
  brands: ReadonlyArray<{ id: string; name: string; nameHi: string | null }>;
  /** Each sub-category with its parents, by the path the file names. */
  places: ReadonlyMap<string, Record<Level, { id: string; name: string; nameHi: string | null }>>;
}

/** A Hindi name the import sets on a brand or category the shop has. */
export interface HindiNameChange {
  level: Level | 'brand';
  id: string;
  name: string;
  nameHi: string;
}

export interface HindiNamePlan {
  changes: HindiNameChange[];
  /** A brand the import creates, by its key: its Hindi name. */
  newBrands: Map<string, string>;
}

const LABELS: Record<Level | 'brand', string> = {
  brand: 'the brand',
  main: 'the main category',
  category: 'the category',
  sub: 'the sub-category',
};

const COLUMNS: Record<Level | 'brand', CsvColumn> = {
  brand: 'brand_hi',
  main: 'main_category_hi',
  category: 'category_hi',
  sub: 'sub_category_hi',
};

const FIELDS: Record<Level | 'brand', keyof HindiNames> = {
  brand: 'brand',
  main: 'mainCategory',
  category: 'category',
  sub: 'subCategory',
};

const key = (text: string) => text.trim().toLowerCase();

export function pathKey(draft: Pick<ProductDraft, 'mainCategory' | 'category' | 'subCategory'>) {
  return `${key(draft.mainCategory)}/${key(draft.category)}/${key(draft.subCategory)}`;
}

/**
 * What the drafts' Hindi names change, with a problem for a name given two ways in the file, and
 * for a seller's file that would change a name the shop has (a brand the file creates may take
 * one).
 */
export function planHindiNames(
  drafts: readonly ProductDraft[],
  shop: ShopNames,
  scope: { sellerId?: string | undefined },
  problems: CsvProblem[],
): HindiNamePlan {
  const brandByKey = new Map(shop.brands.map((brand) => [key(brand.name), brand]));
  const given = new Map<string, { nameHi: string; line: number }>();
  const changes: HindiNameChange[] = [];
  const newBrands = new Map<string, string>();
  for (const draft of drafts) {
    const line = draft.lines[0] ?? 0;
    const place = shop.places.get(pathKey(draft));
    const targets: Array<[Level | 'brand', { id: string; name: string; nameHi: string | null }]> =
      place
        ? [
            ['main', place.main],
            ['category', place.category],
            ['sub', place.sub],
          ]
        : [];
    const brand = brandByKey.get(key(draft.brand));
    targets.unshift(['brand', brand ?? { id: '', name: draft.brand, nameHi: null }]);
    for (const [level, target] of targets) {
      const nameHi = draft.namesHi[FIELDS[level]];
      if (nameHi === '') continue;
      const column = COLUMNS[level];
      const label = `${LABELS[level]} ${target.name}`;
      const seenKey = `${level}:${target.id || key(target.name)}`;
      const seen = given.get(seenKey);
      if (seen) {
        if (seen.nameHi !== nameHi) {
          problems.push({
            line,
            column,
            message: `The file gives ${label} two Hindi names: "${seen.nameHi}" (line ${seen.line}) and "${nameHi}".`,
          });
        }
        continue;
      }
      given.set(seenKey, { nameHi, line });
      if (target.id === '') {
        newBrands.set(key(target.name), nameHi);
      } else if (target.nameHi !== nameHi) {
        if (scope.sellerId) {
          problems.push({
            line,
            column,
            message: `Only Haat's team changes the Hindi name of ${label}: leave ${column} empty${target.nameHi ? ` or write "${target.nameHi}"` : ''}.`,
          });
        } else changes.push({ level, id: target.id, name: target.name, nameHi });
      }
    }
  }
  return { changes, newBrands };
}

/** Writes the changes in the import's transaction, each audited as the back office audits it. */
export async function applyHindiNames(
  tx: Executor,
  changes: readonly HindiNameChange[],
  audit: (
    tx: Executor,
    entry: { action: string; target: string; details: object },
  ) => Promise<void>,
): Promise<void> {
  for (const change of changes) {
    if (change.level === 'brand') {
      const { before, after } = await updateBrand(tx, change.id, change.name, change.nameHi);
      await audit(tx, {
        action: 'brand.update',
        target: change.id,
        details: {
          before: { name: before.name, nameHi: before.nameHi },
          after: { name: after.name, nameHi: after.nameHi },
        },
      });
    } else {
      const { before, after } = await updateCategory(tx, {
        level: change.level,
        id: change.id,
        name: change.name,
        nameHi: change.nameHi,
      });
      await audit(tx, {
        action: 'category.update',
        target: change.id,
        details: { level: change.level, before, after },
      });
    }
  }
}
