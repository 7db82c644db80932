import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages as m } from '../../../messages/accounts';
import { showToast } from '../../../components/ui/toast';
import { endSession } from '../../../lib/session';
import { TOAST_MS } from '@haat/contract/constants';
import { logout } from '../api/logout';

/**
 * Log Out (docs/spec.md §2, §4): tells the server, then clears the cart and the session and goes home.
 * The phone forgets the session even when the server cannot be reached: a shopper who taps
 * Log Out on a shared phone must end up logged out.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  async function logOut() {
    setIsPending(true);
    let message = m.auth.loggedOut;
    try {
      await logout();
    } catch (error) {
      console.error('Logout call failed', error);
      message = m.auth.logoutFailed;
    }
    endSession();
    queryClient.clear();
    setIsPending(false);
    showToast(message, { durationMs: TOAST_MS.login });
    await navigate('/', { replace: true });
  }

  return { logOut, isPending };
}
