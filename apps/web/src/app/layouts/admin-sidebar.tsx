import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { ROLE_LABELS } from '@secops/domain/role-access';
import { LogOut, ShieldCheck, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { useLogout, useSessionUser } from '../../features/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { ADMIN_NAV } from './admin-nav.ts';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

type AdminSidebarProps = {
  /** Only below the lg breakpoint: the sidebar slides in over the page. */
  open: boolean;
  onClose: () => void;
};

/** Always visible on wide screens; on small screens a drawer with an overlay, Escape and trapped focus. */
export function AdminSidebar({ open, onClose }: AdminSidebarProps) {
  const user = useSessionUser();
  const logout = useLogout();
  // The person's name, as everywhere else in the app; the e-mail only for an account without one.
  const displayName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const drawerRef = useFocusTrap<HTMLElement>(open, onClose);

  return (
    <>
      {open && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-950/60 lg:hidden" onClick={onClose} />
      )}
      <aside
        ref={drawerRef}
        id={ADMIN_SIDEBAR_ID}
        tabIndex={-1}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-300 outline-none',
          'transition-transform duration-200 lg:translate-x-0',
          open ? 'translate-x-0' : 'max-lg:invisible max-lg:-translate-x-full',
        )}
      >
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-800 px-4">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-600 text-white">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <span className="text-base leading-tight font-semibold text-white">{APP_TITLE}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={MSG.closeMenu}
            data-autofocus
            className="ml-auto rounded-md p-1.5 text-slate-400 hover:bg-slate-800 hover:text-white lg:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        <nav aria-label={MSG.mainNavigation} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {ADMIN_NAV.map(({ label, to, icon: Icon, exact, badge: Count }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={exact}
                  onClick={onClose}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'bg-blue-600 text-white' : 'hover:bg-slate-800 hover:text-white',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                  {Count && <Count />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {user && (
          <div className="shrink-0 space-y-3 border-t border-slate-800 p-4">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-600 text-base font-semibold text-white"
              >
                {displayName.charAt(0).toUpperCase()}
              </span>
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-white" title={user.email}>
                  {displayName}
                </p>
                {displayName !== user.email && (
                  <p className="truncate text-xs text-slate-400">{user.email}</p>
                )}
                <p className="truncate text-xs text-slate-400">{ROLE_LABELS[user.role]}</p>
              </div>
            </div>
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-slate-800 px-3 py-2 text-sm font-medium text-slate-200 transition-colors hover:bg-slate-700 hover:text-white disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {MSG.logout}
            </button>
          </div>
        )}
      </aside>
    </>
  );
}
