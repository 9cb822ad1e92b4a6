import type { AuthResponse } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { homePathFor } from '@secops/domain/role-access';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuthStore } from '../stores/auth-store.ts';

/** Opens the session and sends the user to their area: AGENT and LEAD to /agent, everyone else to /admin. */
export function useCompleteSignIn(): (auth: AuthResponse) => void {
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  return ({ user, accessToken, refreshToken }) => {
    login({ user, accessToken, refreshToken });
    toast.success(MSG.loginSuccess);
    void navigate(homePathFor(user.role), { replace: true });
  };
}
