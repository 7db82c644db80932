// The category tree, main category → category → sub-category: add, rename and delete at each
// level (the server refuses deleting one that still has products or children, and says why).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryLevel } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { NameForm } from '../../components/name-form.tsx';
import { Notices } from '../../components/notices.tsx';

const CHILD: Record<CategoryLevel, { level: CategoryLevel; word: string } | null> = {
  main: { level: 'category', word: 'category' },
  category: { level: 'sub', word: 'sub-category' },
  sub: null,
};

interface Node {
  id: string;
  name: string;
  nameHi: string | null;
  productCount: number;
}

/** The Hindi name beside the English one, when it has one. */
const hindi = (node: Node) =>
  node.nameHi ? (
    <span lang="hi" className="count">
      {' '}
      ({node.nameHi})
    </span>
  ) : null;

export function CategoriesPage() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tree = useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await call(paths.categories)).data,
  });

  async function saved(message: string) {
    setFailure(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['categories'] });
    return message;
  }

  async function remove(level: CategoryLevel, node: Node) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(paths.categoryDelete, {
        params: { level, categoryID: node.id },
      });
      await saved(answer.message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Deleting failed. Try again.');
    }
  }

  const count = (node: Node) => (
    <span className="count">
      {' '}
      · {node.productCount.toLocaleString('en-IN')} product{node.productCount === 1 ? '' : 's'}
    </span>
  );

  return (
    <section>
      <h1>Categories</h1>
      <p className="count">
        Products are filed under a sub-category; open a main category and a category to change what
        is under it. A category that still has products or sub-categories cannot be deleted.
      </p>
      <Notices notice={notice} failure={failure} />
      <div className="card">
        <h2>Add a main category</h2>
        <NameForm
          schema={(contract) => contract.CategoryCreateBodySchema}
          values={{ level: 'main', name: '', nameHi: '' }}
          formLabel="New main category"
          fieldLabel="Name of the main category"
          submitLabel="Add main category"
          resetAfterSave
          onSave={async (body) => saved((await call(paths.categoryCreate, { body })).message)}
        />
      </div>
      {tree.isError ? (
        <p role="alert" className="error">
          {tree.error.message}
        </p>
      ) : null}
      {tree.isPending ? <p className="count">Loading…</p> : null}
      <ul className="tree" aria-label="Category tree">
        {(tree.data ?? []).map((main) => (
          <li key={main.id}>
            <details>
              <summary>
                <strong>{main.name}</strong>
                {hindi(main)}
                {count(main)} · {main.categories.length} categories
              </summary>
              <NodeTools level="main" node={main} saved={saved} remove={remove} />
              <ul>
                {main.categories.map((category) => (
                  <li key={category.id}>
                    <details>
                      <summary>
                        {category.name}
                        {hindi(category)}
                        {count(category)}
                        {category.returnable ? null : (
                          <span className="badge badge-paused">Not returnable</span>
                        )}
                        {category.packaged ? <span className="badge">Packaged</span> : null}
                        {category.perishable ? <span className="badge">Perishable</span> : null}
                      </summary>
                      <NodeTools level="category" node={category} saved={saved} remove={remove} />
                      {CATEGORY_MARKS.map((mark) => (
                        <CategoryMarkToggle
                          key={mark.mark}
                          {...mark}
                          category={category}
                          saved={saved}
                          failed={(message) => setFailure(message)}
                        />
                      ))}
                      <ul>
                        {category.subCategories.map((sub) => (
                          <li key={sub.id} className="leaf">
                            <span>
                              {sub.name}
                              {hindi(sub)}
                              {count(sub)}
                            </span>
                            <NodeTools level="sub" node={sub} saved={saved} remove={remove} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

type CategoryMark = 'returnable' | 'packaged' | 'perishable';

/**
 * What a category says of its products: whether they may be returned (docs/decisions/returns.md:
 * innerwear and food usually not), whether they are sold packed (each then names the Legal
 * Metrology declarations) and whether they spoil (each then gives a best-before;
 * docs/decisions/legal-declarations.md).
 */
const CATEGORY_MARKS: ReadonlyArray<{ mark: CategoryMark; label: string }> = [
  { mark: 'returnable', label: 'Its products may be returned within the return window' },
  {
    mark: 'packaged',
    label:
      'Its products are packaged: each must give origin, generic name, net quantity, maker or importer, consumer care',
  },
  {
    mark: 'perishable',
    label: 'Its packaged products are perishable: each must give a best-before',
  },
];

function CategoryMarkToggle({
  mark,
  label,
  category,
  saved,
  failed,
}: {
  mark: CategoryMark;
  label: string;
  category: Node & Record<CategoryMark, boolean>;
  saved: (message: string) => Promise<string>;
  failed: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function change(value: boolean) {
    setBusy(true);
    try {
      const answer = await call(paths.categoryUpdate, {
        params: { level: 'category', categoryID: category.id },
        body: { name: category.name, [mark]: value },
      });
      await saved(answer.message);
    } catch (error) {
      failed(error instanceof ApiError ? error.message : 'Saving failed. Try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={category[mark]}
        disabled={busy}
        onChange={(event) => void change(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** One node: its name and products, rename, delete, and a form for a child under it. */
function NodeTools({
  level,
  node,
  saved,
  remove,
}: {
  level: CategoryLevel;
  node: Node;
  saved: (message: string) => Promise<string>;
  remove: (level: CategoryLevel, node: Node) => Promise<void>;
}) {
  const [renaming, setRenaming] = useState(false);
  const child = CHILD[level];
  return (
    <div className="node-tools">
      {renaming ? (
        <NameForm
          schema={(contract) => contract.CategoryUpdateBodySchema}
          values={{ name: node.name, nameHi: node.nameHi ?? '' }}
          formLabel={`Rename ${node.name}`}
          fieldLabel="New name"
          submitLabel="Save name"
          onCancel={() => setRenaming(false)}
          onSave={async (body) => {
            const answer = await call(paths.categoryUpdate, {
              params: { level, categoryID: node.id },
              body,
            });
            setRenaming(false);
            return saved(answer.message);
          }}
        />
      ) : (
        <span className="actions">
          <button
            type="button"
            aria-label={`Rename ${node.name}`}
            onClick={() => setRenaming(true)}
          >
            Rename
          </button>
          <ConfirmButton
            label="Delete"
            what={node.name}
            question={`Delete ${node.name}?`}
            onConfirm={() => remove(level, node)}
          />
        </span>
      )}
      {child ? (
        <NameForm
          schema={(contract) => contract.CategoryCreateBodySchema}
          values={{ level: child.level, parentID: node.id, name: '', nameHi: '' }}
          formLabel={`New ${child.word} in ${node.name}`}
          fieldLabel={`New ${child.word} in ${node.name}`}
          submitLabel={`Add ${child.word}`}
          resetAfterSave
          onSave={async (body) => saved((await call(paths.categoryCreate, { body })).message)}
        />
      ) : null}
    </div>
  );
}
