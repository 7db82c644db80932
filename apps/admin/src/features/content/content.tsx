// The storefront's content, one list at a time: home banners and collections, offers with their
// cards, featured brands and sellers, and the mega-menu. Each list is sent whole, in its order,
// and shows on the storefront at its next request.
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeContent } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { BannersEditor } from './content-banners.tsx';
import { OffersEditor } from './content-offers.tsx';
import { FeaturedEditor } from './content-featured.tsx';
import { MenusEditor } from './content-menus.tsx';

const TABS = [
  ['banners', 'Home banners'],
  ['offers', 'Offers and cards'],
  ['featured', 'Featured brands and sellers'],
  ['menus', 'Mega-menu'],
] as const;
type Tab = (typeof TABS)[number][0];

export function ContentPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const tab: Tab = TABS.find(([key]) => key === params.get('tab'))?.[0] ?? 'banners';
  const content = useQuery({
    queryKey: ['content'],
    queryFn: async () => (await call(paths.content)).data,
  });
  // The banner and menu editors choose from the tree: a select shows its saved value only once
  // its options exist, so the editors wait for it.
  const tree = useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await call(paths.categories)).data,
  });
  const onSaved = (next: HomeContent) => queryClient.setQueryData(['content'], next);

  return (
    <section>
      <h1>Storefront</h1>
      <nav className="tabs" aria-label="Storefront content">
        {TABS.map(([key, label]) => (
          <Link
            key={key}
            to={`/content?tab=${key}`}
            aria-current={key === tab ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {content.isError || tree.isError ? (
        <p role="alert" className="error">
          {(content.error ?? tree.error)?.message}
        </p>
      ) : null}
      {content.data && tree.data ? (
        <>
          {tab === 'banners' ? (
            <BannersEditor content={content.data} onSaved={onSaved} tree={tree.data} />
          ) : null}
          {tab === 'offers' ? (
            <OffersEditor content={content.data} onSaved={onSaved} tree={tree.data} />
          ) : null}
          {tab === 'featured' ? (
            <FeaturedEditor content={content.data} onSaved={onSaved} tree={tree.data} />
          ) : null}
          {tab === 'menus' ? (
            <MenusEditor content={content.data} onSaved={onSaved} tree={tree.data} />
          ) : null}
        </>
      ) : (
        <p className="count">Loading…</p>
      )}
    </section>
  );
}
