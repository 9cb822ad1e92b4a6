import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { ClipboardList, Clock, MapPin, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link.tsx';
import { useSessionUser } from '../../features/auth/index.ts';
import { ShiftAlert } from '../../features/field/index.ts';
import { AgentSos } from '../../features/sos/index.ts';
import { cn } from '../../lib/cn.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { useDeferredServiceWorker } from '../pwa/use-deferred-service-worker.ts';
import { loadAttendance } from '../routes/field-screens.ts';
import { DeferredCallProvider } from './deferred-call-provider.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { DeferredMentionAlerts } from './deferred-mention-alerts.tsx';
import { DeferredOfflineStatus } from './deferred-offline-status.tsx';

type AgentTab = { label: string; to: string; icon: LucideIcon };

/** The field area's tabs; a tab is active only on its exact path. */
const AGENT_TABS: readonly AgentTab[] = [
  { label: MSG.agentTabMissions, to: '/agent', icon: ClipboardList },
  { label: MSG.agentTabAttendance, to: '/agent/attendance', icon: Clock },
  { label: MSG.agentTabGps, to: '/agent/gps', icon: MapPin },
  { label: MSG.agentTabProfile, to: '/agent/profile', icon: UserRound },
];

/**
 * The agent shell, made for phones: name and SOS on top, tabs at the bottom (under the header when wider). Sign-out is
 * on Mon Profil, away from SOS.
 */
export function AgentLayout() {
  const user = useSessionUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email;
  useDeferredServiceWorker();
  // A failure is the router's to show, if the tab is opened.
  useEffect(() => whenIdle(() => void loadAttendance().catch(() => undefined)), []);

  return (
    <DeferredCallProvider user={user}>
      <div className="min-h-dvh bg-slate-50 pb-20 sm:pb-0">
        <SkipLink />
        <NavigationProgress />
        <ShiftAlert />
        <DeferredMentionAlerts userId={user?.id ?? null} />
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
            <div className="flex min-w-0 items-center gap-2.5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-blue-600 text-white">
                <ShieldCheck aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 leading-tight">
                <p className="truncate text-sm font-semibold text-slate-900" title={name}>
                  {name}
                </p>
                <p className="truncate text-xs text-slate-500">{APP_TITLE}</p>
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <AgentSos />
            </div>
          </div>
          <DeferredOfflineStatus userId={user?.id ?? null} />
        </header>

        <nav
          aria-label={MSG.agentNavigation}
          className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white sm:sticky sm:top-14 sm:border-t-0 sm:border-b"
        >
          <ul className="mx-auto grid max-w-3xl grid-cols-4">
            {AGENT_TABS.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-14 flex-col items-center justify-center gap-1 px-1 py-2 text-[0.8125rem] font-medium transition-colors sm:flex-row sm:gap-2 sm:py-3 sm:text-sm',
                      'border-t-2 sm:border-t-0 sm:border-b-2',
                      isActive
                        ? 'border-blue-600 text-blue-700'
                        : 'border-transparent text-slate-500 hover:text-slate-900',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className="truncate">{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-3xl px-4 py-5 outline-none">
          <Outlet />
        </main>
      </div>
    </DeferredCallProvider>
  );
}
