import { MSG } from '@secops/domain/messages';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSessionUser } from '../../auth/stores/auth-store.ts';
import { NotificationsCard } from '../components/notifications-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { SecurityCard } from '../components/security-card.tsx';
import { SystemStatusCard } from '../components/system-status-card.tsx';

/** /admin/settings "Paramètres": profile, security (password, 2FA), notifications and system status. */
export function SettingsRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={MSG.titleSettings} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <SecurityCard user={user} />
        <NotificationsCard />
        <SystemStatusCard />
      </div>
    </>
  );
}
