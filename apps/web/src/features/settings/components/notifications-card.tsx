import { MSG } from '@secops/domain/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SettingRow } from './setting-row.tsx';

/** A fixed display: e-mail notifications on, push notifications off. */
export function NotificationsCard() {
  return (
    <Card title={MSG.settingsNotifications}>
      <div className="divide-y divide-slate-100">
        <SettingRow label={MSG.settingsNotificationsEmail}>
          <Badge tone="green">{MSG.settingsOn}</Badge>
        </SettingRow>
        <SettingRow label={MSG.settingsNotificationsPush}>
          <Badge>{MSG.settingsOff}</Badge>
        </SettingRow>
      </div>
    </Card>
  );
}
