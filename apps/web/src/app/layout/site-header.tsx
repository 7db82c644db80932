import { Suspense, memo, useState } from 'react';
import { lazyChunk } from '../../lib/chunk-timeout';
import { Link } from '../../components/ui/link';
import { messages as m } from '../../messages';
import { CountBadge } from '../../components/ui/count-badge';
import { usePreloadWhenIdle } from '../../components/ui/overlays';
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { preloadClient } from '../../lib/api-client';
import { openLoginModalForGuest } from '../../lib/login-modal';
import { MegaMenu, useMainMenu } from '../../features/catalog/components/mega-menu';
import { CartButton } from '../../features/cart/components/cart-button';
import { useWishlistCount } from '../../features/wishlist/hooks/use-wishlist';
import type { HeaderPanel } from './header-panels';

const loadPanels = () => import('./header-panels');
const HeaderPanels = lazyChunk(() =>
  loadPanels().then((module) => ({ default: module.HeaderPanels })),
);
// The search box is in the server HTML like the rest of the header; its code (the combobox, the
// suggestions) is asked for as the page hydrates and arrives just after the page's; React hydrates
// the box then, replaying what was typed meanwhile (docs/decisions/page-weight.md "The lightest
// page").
const loadSearch = () => import('./search-box');
const SearchBox = lazyChunk(() => loadSearch().then((module) => ({ default: module.SearchBox })));

/** The box as it looks, for a header drawn in the browser before the search code is in. */
function SearchBoxFrame() {
  return (
    <form role="search" className="search-box">
      <SearchIcon className="search-icon" size={20} />
      <input
        type="search"
        aria-label={m.search.label}
        placeholder={m.search.placeholder}
        disabled
      />
    </form>
  );
}

/**
 * The box inside its boundary, apart from the header's own renders: a boundary still waiting for
 * its code that took an update (the cart badge changing as the page starts) would be drawn again
 * in the browser, its fallback first, and lose what the server drew and the shopper typed.
 */
const HeaderSearch = memo(function HeaderSearch() {
  return (
    <Suspense fallback={<SearchBoxFrame />}>
      <SearchBox />
    </Suspense>
  );
});

type OpenPanel = 'none' | HeaderPanel;

export function SiteHeader() {
  const [openPanel, setOpenPanel] = useState<OpenPanel>('none');
  const wishlistCount = useWishlistCount();
  const mainMenu = useMainMenu();
  const close = () => setOpenPanel('none');
  usePreloadWhenIdle(loadPanels);
  usePreloadWhenIdle(preloadClient);

  return (
    <header className="site-header">
      <div className="container header-main">
        <button
          type="button"
          className="icon-button header-menu-button"
          aria-label={m.header.openCategories}
          aria-haspopup="dialog"
          aria-expanded={openPanel === 'categories'}
          onClick={() => setOpenPanel('categories')}
        >
          <MenuIcon />
        </button>
        <Logo />
        <div className="header-search">
          <HeaderSearch />
        </div>
        <div className="header-icons">
          <Link
            to="/account"
            onClick={openLoginModalForGuest}
            className="icon-button header-icon hide-below-sm"
            aria-label={m.header.account}
          >
            <UserIcon />
          </Link>
          <Link
            to="/wishlist"
            onClick={openLoginModalForGuest}
            className="icon-button header-icon"
            aria-label={m.header.wishlist(wishlistCount)}
          >
            <HeartIcon />
            <CountBadge count={wishlistCount} />
          </Link>
          <CartButton expanded={openPanel === 'cart'} onOpen={() => setOpenPanel('cart')} />
        </div>
      </div>
      <div className="header-nav">
        <div className="container">
          <MegaMenu entries={mainMenu} />
        </div>
      </div>
      {openPanel === 'none' ? null : (
        <Suspense fallback={null}>
          <HeaderPanels panel={openPanel} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
