import * as MSG from '@secops/domain/messages';
import { AUDIT_LOG_ROLES, DELETE_ROLES } from '@secops/domain/role-access';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSessionUser } from '../../auth/index.ts';
import { AlertsCard } from '../components/alerts-card.tsx';
import { AuditLogCard } from '../components/audit-log-card.tsx';
import { NotificationsCard } from '../components/notifications-card.tsx';
import { PayrollCard } from '../components/payroll-card.tsx';
import { WorkingTimeCard } from '../components/working-time-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { SecurityCard } from '../components/security-card.tsx';
import { SystemStatusCard } from '../components/system-status-card.tsx';

/**
 * /admin/settings "Paramètres": profile, security (password, 2FA), notifications, system status, payroll hours,
 * working time, the alerts' thresholds and, for ADMIN and SUPERADMIN, the audit log. `pushSetting`, given by the
 * router, turns push on and off on this browser.
 */
export function SettingsRoute({ pushSetting }: { pushSetting?: ReactNode }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={MSG.titleSettings} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <SecurityCard user={user} />
        <NotificationsCard push={pushSetting} />
        <SystemStatusCard />
        <PayrollCard canEdit={DELETE_ROLES.includes(user.role)} />
        <WorkingTimeCard canEdit={DELETE_ROLES.includes(user.role)} />
        <AlertsCard canEdit={DELETE_ROLES.includes(user.role)} />
        {AUDIT_LOG_ROLES.includes(user.role) && <AuditLogCard />}
      </div>
    </>
  );
}
