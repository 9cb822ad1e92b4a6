import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { Menu, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link.tsx';
import { useSessionUser } from '../../features/auth/index.ts';
import { useDeferredServiceWorker } from '../pwa/use-deferred-service-worker.ts';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './admin-sidebar.tsx';
import { DeferredCallProvider } from './deferred-call-provider.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { DeferredStaffSosAlerts } from './deferred-sos.tsx';
import { DeferredAlertsLiveSync } from './deferred-alerts.tsx';

/** Tailwind's lg breakpoint: from there on the sidebar is always shown. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** The admin shell: sidebar on the left (a drawer on small screens), the screen on the right. */
export function AdminLayout() {
  const user = useSessionUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDeferredServiceWorker();

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    wide.addEventListener('change', closeMenu);
    return () => wide.removeEventListener('change', closeMenu);
  }, [closeMenu]);

  return (
    <DeferredCallProvider user={user}>
      <div className="min-h-dvh bg-slate-50">
        <SkipLink />
        <NavigationProgress />
        <AdminSidebar open={menuOpen} onClose={closeMenu} />
        <div className="lg:pl-64">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={MSG.openMenu}
              aria-expanded={menuOpen}
              aria-controls={ADMIN_SIDEBAR_ID}
              className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <Menu aria-hidden="true" className="size-5" />
            </button>
            <span className="flex size-7 items-center justify-center rounded-md bg-blue-600 text-white">
              <ShieldCheck aria-hidden="true" className="size-4" />
            </span>
            <span className="truncate text-base font-semibold text-slate-900">{APP_TITLE}</span>
          </header>
          <DeferredStaffSosAlerts />
          <DeferredAlertsLiveSync />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
    </DeferredCallProvider>
  );
}
