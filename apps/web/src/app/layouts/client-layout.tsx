import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { Building2, FileText, LogOut, UserRound, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link.tsx';
import { useLogout } from '../../features/auth/index.ts';
import { useClientCompany } from '../../features/client-portal/index.ts';
import { cn } from '../../lib/cn.ts';
import { NavigationProgress } from './navigation-progress.tsx';

/** The portal's screens, by route. */
export type ClientScreen = 'missions' | 'mission' | 'reports' | 'account';

/**
 * A screen of the portal, for its route: the screens are one chunk, loaded with the shell; Mon compte adds the profile
 * and security cards of Paramètres (the settings feature's).
 */
export async function loadClientScreen(screen: ClientScreen): Promise<{ Component: ComponentType }> {
  const screens = await import('../../features/client-portal/routes/portal-screens.ts');
  if (screen === 'missions') return { Component: screens.ClientMissionsRoute };
  if (screen === 'mission') return { Component: screens.ClientMissionRoute };
  if (screen === 'reports') return { Component: screens.ClientReportsRoute };
  const [profile, security] = await Promise.all([
    import('../../features/settings/components/profile-card.tsx'),
    import('../../features/settings/components/security-card.tsx'),
  ]);
  return {
    Component: function ClientAccountScreen() {
      return (
        <screens.ClientAccountRoute
          cards={{ profile: profile.ProfileCard, security: security.SecurityCard }}
        />
      );
    },
  };
}

type PortalTab = { label: string; to: string; icon: LucideIcon; matches: (path: string) => boolean };

/** The portal's sections; Missions stays current on a mission's page. */
const PORTAL_TABS: readonly PortalTab[] = [
  {
    label: MSG.portalNavMissions,
    to: '/client',
    icon: Building2,
    matches: (path) => /^\/client\/?$/.test(path) || path.startsWith('/client/missions/'),
  },
  {
    label: MSG.portalNavReports,
    to: '/client/rapports',
    icon: FileText,
    matches: (path) => path.startsWith('/client/rapports'),
  },
  {
    label: MSG.portalNavAccount,
    to: '/client/compte',
    icon: UserRound,
    matches: (path) => path.startsWith('/client/compte'),
  },
];

/**
 * The client's shell, for desktop and phone: the company's name and "Déconnexion" on top, the sections under it. No
 * socket, call or push here: those are the security company's own.
 */
export function ClientLayout() {
  const company = useClientCompany();
  const logout = useLogout();
  const { pathname } = useLocation();

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-600 text-white">
              <Building2 aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 leading-tight">
              <p className="truncate text-base font-semibold text-slate-900" title={company.data?.name}>
                {company.data?.name ?? '\u00a0'}
              </p>
              <p className="truncate text-xs text-slate-500">
                {MSG.portalTitle}
                <span className="hidden sm:inline"> · {APP_TITLE}</span>
              </p>
            </div>
          </div>
          <nav aria-label={MSG.portalNavigation} className="hidden md:block">
            <PortalTabs pathname={pathname} />
          </nav>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {MSG.logout}
          </button>
        </div>
        <nav aria-label={MSG.portalNavigation} className="border-t border-slate-100 md:hidden">
          <PortalTabs pathname={pathname} />
        </nav>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        <Outlet />
      </main>
    </div>
  );
}

function PortalTabs({ pathname }: { pathname: string }) {
  return (
    <ul className="grid grid-cols-3 md:flex md:gap-1">
      {PORTAL_TABS.map(({ label, to, icon: Icon, matches }) => {
        const current = matches(pathname);
        return (
          <li key={to}>
            <Link
              to={to}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex min-h-12 items-center justify-center gap-1.5 border-b-2 px-1 text-sm font-medium transition-colors md:min-h-10 md:rounded-lg md:border-b-0 md:px-3',
                current
                  ? 'border-blue-600 text-blue-700 md:bg-blue-50'
                  : 'border-transparent text-slate-600 hover:text-slate-900 md:hover:bg-slate-100',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
