import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { messages as m } from '../../messages';
import { CountBadge } from '../../components/ui/count-badge';
import { usePreloadWhenIdle } from '../../components/ui/overlays';
import { HeartIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { openLoginModalForGuest } from '../../lib/login-modal';
import { MegaMenu, useMainMenu } from '../../features/catalog/components/mega-menu';
import { CartButton } from '../../features/cart/components/cart-button';
import { useWishlistCount } from '../../features/wishlist/hooks/use-wishlist';
import { lazyWithQueries } from '../lazy-with-queries';
import { SearchBox } from './search-box';
import type { HeaderPanel } from './header-panels';

const loadPanels = () => import('./header-panels');
const HeaderPanels = lazyWithQueries(() => loadPanels().then((module) => module.HeaderPanels));

type OpenPanel = 'none' | HeaderPanel;

export function SiteHeader() {
  const [openPanel, setOpenPanel] = useState<OpenPanel>('none');
  const wishlistCount = useWishlistCount();
  const mainMenu = useMainMenu();
  const close = () => setOpenPanel('none');
  usePreloadWhenIdle(loadPanels);

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
          <SearchBox />
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
