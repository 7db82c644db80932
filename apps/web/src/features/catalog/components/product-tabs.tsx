import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ProductDetail, Review } from '@haat/contract';
import { Stars } from '../../../components/ui/stars';
import { messages as m } from '../../../messages/catalog';
import { reviewDate, roundedStars, weightLabel } from '../lib/product-purchase';

type TabKey = 'description' | 'additional' | 'reviews';
const TAB_ORDER: readonly TabKey[] = ['description', 'additional', 'reviews'];

/** Rows of 'Additional information': only what the answer has. */
export function additionalInformation(product: ProductDetail): { label: string; value: string }[] {
  const info = m.catalog.product.info;
  const rows = [
    { label: info.sku, value: product.sku },
    { label: info.weight, value: weightLabel(product) },
    { label: info.condition, value: product.condition[0]?.name ?? '' },
    { label: info.brand, value: product.brand[0]?.name ?? '' },
    { label: info.seller, value: product.seller.name },
    {
      label: info.category,
      value: [product.category[0]?.name, product.subCategory[0]?.name]
        .filter((name): name is string => Boolean(name))
        .join(' › '),
    },
  ];
  return rows.filter((row) => row.value.trim() !== '');
}

function ReviewItem({ review }: { review: Review }) {
  const name = `${review.userID.firstName} ${review.userID.lastName}`.trim();
  const stars = roundedStars(review.rating);
  return (
    <li className="review">
      <div className="review-head">
        <Stars rating={stars} label={m.catalog.card.rating(stars)} />
        <strong>{name}</strong>
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
      </div>
      {/* A remark is plain text, never HTML. */}
      <p className="review-remark">{review.remark}</p>
    </li>
  );
}

/** DESCRIPTION / Additional information / Reviews as an ARIA tabs widget (arrow keys, Home, End). */
export function ProductTabs({
  product,
  reviews,
}: {
  product: ProductDetail;
  reviews: readonly Review[];
}) {
  const id = useId();
  const [selected, setSelected] = useState<TabKey>('description');
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const labels: Record<TabKey, string> = {
    description: m.catalog.product.tabs.description,
    additional: m.catalog.product.tabs.additional,
    reviews: m.catalog.product.tabs.reviews(reviews.length),
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TAB_ORDER.indexOf(selected);
    const targets: Record<string, number> = {
      ArrowLeft: (index - 1 + TAB_ORDER.length) % TAB_ORDER.length,
      ArrowRight: (index + 1) % TAB_ORDER.length,
      Home: 0,
      End: TAB_ORDER.length - 1,
    };
    const target = targets[event.key];
    const key = target === undefined ? undefined : TAB_ORDER[target];
    if (key === undefined) return;
    event.preventDefault();
    setSelected(key);
    tabRefs.current[key]?.focus();
  }

  const rows = additionalInformation(product);

  return (
    <section className="product-tabs" aria-label={m.catalog.product.tabsLabel}>
      <div className="tab-list" role="tablist" onKeyDown={onKeyDown}>
        {TAB_ORDER.map((key) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={selected === key}
            aria-controls={`${id}-panel-${key}`}
            tabIndex={selected === key ? 0 : -1}
            className="tab"
            onClick={() => setSelected(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      {TAB_ORDER.map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={`${id}-panel-${key}`}
          aria-labelledby={`${id}-tab-${key}`}
          hidden={selected !== key}
          tabIndex={0}
          className="tab-panel"
        >
          {key === 'description' ? (
            product.description.trim() !== '' ? (
              // Sanitised by the server with an allow-list before it is stored.
              <div
                className="rich-text"
                dangerouslySetInnerHTML={{ __html: product.description }}
              />
            ) : (
              <p className="muted">{m.catalog.product.noDescription}</p>
            )
          ) : key === 'additional' ? (
            <dl className="info-table">
              {rows.map((row) => (
                <div key={row.label} className="info-row">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          ) : reviews.length === 0 ? (
            <p className="muted">{m.catalog.product.noReviews}</p>
          ) : (
            <ul className="reviews">
              {reviews.map((review, index) => (
                <ReviewItem key={`${review.createdAt}-${index}`} review={review} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
