import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export type DelayedRedirect = { to: string; delayMs: number };

/** Goes to `to` after `delayMs` once a redirect is set; leaving the screen first cancels it. */
export function useDelayedRedirect(redirect: DelayedRedirect | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => void navigate(redirect.to, { replace: true }), redirect.delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);
}
