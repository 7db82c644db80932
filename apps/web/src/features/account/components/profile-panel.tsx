import { useState } from 'react';
import type { Profile } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

type ProfileView = 'profile' | 'password';

/** docs/spec.md §4 profile panel: toggles between the Profile and Password forms. */
export function ProfilePanel({ profile }: { profile: Profile }) {
  const [view, setView] = useState<ProfileView>('profile');
  return (
    <section className="account-panel" aria-labelledby="profile-panel-title">
      <div className="panel-head">
        <h2 id="profile-panel-title">
          {view === 'profile' ? m.account.profileHeading : m.account.passwordHeading}
        </h2>
        <div className="segmented" role="group" aria-label={m.account.profileFormsLabel}>
          <button
            type="button"
            aria-pressed={view === 'profile'}
            onClick={() => setView('profile')}
          >
            {m.account.showProfileForm}
          </button>
          <button
            type="button"
            aria-pressed={view === 'password'}
            onClick={() => setView('password')}
          >
            {m.account.showPasswordForm}
          </button>
        </div>
      </div>
      {view === 'profile' ? <ProfileForm profile={profile} /> : <PasswordForm />}
    </section>
  );
}
