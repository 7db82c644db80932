import { Link } from '../../components/ui/link';
import { messages as m } from '../../messages';
import { HeartIcon, MailIcon, PhoneIcon, UserIcon } from '../../components/ui/icons';
import { openLoginModalForGuest } from '../../lib/login-modal';
import { LanguageSwitch } from '../language/language-switch';
import { useShopContacts } from '../../lib/entity';

/**
 * The thin bar above the header: support contact, wishlist and my-account links (docs/spec.md §2).
 * For guests, wishlist and account open the login modal.
 */
export function TopBar() {
  const { phone, phoneHref, email, emailHref } = useShopContacts();
  return (
    <nav className="top-bar" aria-label={m.topBar.landmarkLabel}>
      <div className="container top-bar-inner">
        <ul className="top-bar-group">
          <li>
            <a
              href={phoneHref}
              aria-label={`${m.topBar.supportLabel}: ${phone}`}
            >
              <PhoneIcon size={16} />
              <span>
                <span className="hide-below-md">{m.topBar.supportPrefix} </span>
                {phone}
              </span>
            </a>
          </li>
          <li className="hide-below-md">
            <a
              href={emailHref}
              aria-label={`${m.topBar.emailLabel}: ${email}`}
            >
              <MailIcon size={16} />
              <span>{email}</span>
            </a>
          </li>
        </ul>
        <ul className="top-bar-group">
          <LanguageSwitch />
          <li>
            <Link to="/wishlist" onClick={openLoginModalForGuest}>
              <HeartIcon size={16} />
              <span className="top-bar-label">{m.topBar.wishlist}</span>
            </Link>
          </li>
          <li>
            <Link to="/account" onClick={openLoginModalForGuest}>
              <UserIcon size={16} />
              <span className="top-bar-label">{m.topBar.account}</span>
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
