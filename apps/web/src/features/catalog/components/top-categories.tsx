import { Link } from 'react-router';
import { messages as m } from '../../../messages';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { useCategories } from '../api/get-categories';
import { mainCategoryHref } from '../lib/category-links';

/** 'Top Categories' of the home page (SPEC.md §2), from the category tree. */
export function TopCategories() {
  const { data: categories, isPending, isError } = useCategories();

  return (
    <section className="home-section" aria-labelledby="top-categories-title">
      <h2 id="top-categories-title">{m.home.topCategories}</h2>
      {isPending ? (
        <SkeletonGrid count={6} label={m.home.categoriesLoading} />
      ) : isError || categories.length === 0 ? (
        <p className="muted">{m.home.noCategories}</p>
      ) : (
        <ul className="category-grid">
          {categories.map((main) => (
            <li key={main._id}>
              <Link
                className="category-card"
                to={mainCategoryHref(main._id, main.categories.length > 0)}
              >
                <span className="category-initial" aria-hidden="true">
                  {Array.from(main.name)[0] ?? ''}
                </span>
                <span className="category-name">{main.name}</span>
                <span className="category-count">
                  {m.home.categoryCount(main.categories.length)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
