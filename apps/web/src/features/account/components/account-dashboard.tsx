import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { messages as m } from '../../../messages/accounts';
import { useProfile } from '../api/get-profile';
import { AddressesPanel } from './addresses-panel';
import { ProfilePanel } from './profile-panel';
import { YourDataPanel } from './your-data-panel';

export const ACCOUNT_PANELS = ['profile', 'orders', 'wishlist', 'addresses', 'privacy'] as const;
export type AccountPanel = (typeof ACCOUNT_PANELS)[number];

export function toAccountPanel(value: string | null): AccountPanel {
  return ACCOUNT_PANELS.find((panel) => panel === value) ?? 'profile';
}

interface AccountDashboardProps {
  panel: AccountPanel;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** After the account is deleted: the session ends and the shopper goes home. */
  onAccountDeleted: () => void;
  /** The wishlist feature's grid, composed in by the route (features never import each other). */
  wishlistPanel: ReactNode;
  /** The orders feature's list, composed in the same way. */
  ordersPanel: ReactNode;
}

/**
 * /account (docs/spec.md §2): the customer's name, e-mail and mobile, the left navigation — Profile
 * Info, My Order, Wishlist, Addresses, Your data, Log Out — and the chosen panel. The panel is in the URL
 * (`?tab=`), so Back and a shared link both work.
 */
export function AccountDashboard({
  panel,
  onLogout,
  isLoggingOut,
  onAccountDeleted,
  wishlistPanel,
  ordersPanel,
}: AccountDashboardProps) {
  const profile = useProfile();

  return (
    <div className="container account-page">
      <section className="account-summary" aria-label={m.account.summaryLabel}>
        <h1>{m.account.title}</h1>
        {profile.isPending ? (
          <p className="muted" role="status">
            {m.account.loadingProfile}
          </p>
        ) : profile.isError ? (
          <div className="form-alert" role="alert">
            <p>{m.account.profileFailed}</p>
            <button type="button" className="link-button" onClick={() => void profile.refetch()}>
              {m.account.tryAgain}
            </button>
          </div>
        ) : (
          <dl className="account-details">
            <div>
              <dt>{m.account.nameLabel}</dt>
              <dd>
                {profile.data.firstName} {profile.data.lastName}
              </dd>
            </div>
            <div>
              <dt>{m.account.emailLabel}</dt>
              <dd>{profile.data.email}</dd>
            </div>
            <div>
              <dt>{m.account.mobileLabel}</dt>
              <dd>{profile.data.mobile}</dd>
            </div>
          </dl>
        )}
      </section>

      <div className="account-layout">
        <nav className="account-nav" aria-label={m.account.navLabel}>
          <ul>
            {ACCOUNT_PANELS.map((name) => (
              <li key={name}>
                <Link
                  to={name === 'profile' ? '/account' : `/account?tab=${name}`}
                  aria-current={panel === name ? 'page' : undefined}
                >
                  {m.account.nav[name]}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={onLogout} disabled={isLoggingOut}>
                {isLoggingOut ? m.account.nav.loggingOut : m.account.nav.logout}
              </button>
            </li>
          </ul>
        </nav>

        <div className="account-content">
          {panel === 'profile' ? (
            profile.isSuccess ? (
              <ProfilePanel profile={profile.data} />
            ) : null
          ) : null}
          {panel === 'orders' ? ordersPanel : null}
          {panel === 'wishlist' ? wishlistPanel : null}
          {panel === 'addresses' ? <AddressesPanel /> : null}
          {panel === 'privacy' ? <YourDataPanel onDeleted={onAccountDeleted} /> : null}
        </div>
      </div>
    </div>
  );
}
