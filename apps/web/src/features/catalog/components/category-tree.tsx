import { Link } from '../../../components/ui/link';
import { messages as m } from '../../../messages';
import { useCategories } from '../api/get-categories';
import { categoryHref, mainCategoryHref, subCategoryHref } from '../lib/category-links';

/**
 * Nested categories from GET /public/categories for the side drawer. Native <details> keeps it
 * keyboard- and screen-reader-friendly with no script of our own.
 */
export function CategoryTree({ onNavigate }: { onNavigate: () => void }) {
  const { data: categories, isPending } = useCategories();

  if (isPending) {
    return (
      <div className="category-tree-loading" role="status" aria-busy="true">
        <span className="visually-hidden">{m.home.categoriesLoading}</span>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="skeleton-block skeleton-line" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) return null;

  return (
    <nav aria-label={m.header.categoriesTitle}>
      <ul className="category-tree">
        {categories.map((main) =>
          main.categories.length === 0 ? (
            <li key={main._id}>
              <Link
                className="category-tree-link"
                to={mainCategoryHref(main._id, false)}
                onClick={onNavigate}
              >
                {main.name}
              </Link>
            </li>
          ) : (
            <li key={main._id}>
              <details>
                <summary>{main.name}</summary>
                <ul>
                  <li>
                    <Link
                      className="category-tree-link"
                      to={mainCategoryHref(main._id, true)}
                      onClick={onNavigate}
                    >
                      {m.header.allIn(main.name)}
                    </Link>
                  </li>
                  {main.categories.map((category) =>
                    category.subsubCategories.length === 0 ? (
                      <li key={category._id}>
                        <Link
                          className="category-tree-link"
                          to={categoryHref(main._id, category._id)}
                          onClick={onNavigate}
                        >
                          {category.name}
                        </Link>
                      </li>
                    ) : (
                      <li key={category._id}>
                        <details>
                          <summary>{category.name}</summary>
                          <ul>
                            <li>
                              <Link
                                className="category-tree-link"
                                to={categoryHref(main._id, category._id)}
                                onClick={onNavigate}
                              >
                                {m.header.allIn(category.name)}
                              </Link>
                            </li>
                            {category.subsubCategories.map((sub) => (
                              <li key={sub._id}>
                                <Link
                                  className="category-tree-link"
                                  to={subCategoryHref(main._id, category._id, sub._id)}
                                  onClick={onNavigate}
                                >
                                  {sub.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      </li>
                    ),
                  )}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
