import * as MSG from '@secops/domain/messages';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SettingRow } from './setting-row.tsx';

/** E-mail notifications on; push notifications as `push` shows them (this browser's), else off. */
export function NotificationsCard({ push }: { push?: ReactNode }) {
  return (
    <Card title={MSG.settingsNotifications}>
      <div className="divide-y divide-slate-100">
        <SettingRow label={MSG.settingsNotificationsEmail}>
          <Badge tone="green">{MSG.settingsOn}</Badge>
        </SettingRow>
        {push ? (
          <div className="py-3 last:pb-0">{push}</div>
        ) : (
          <SettingRow label={MSG.settingsNotificationsPush}>
            <Badge>{MSG.settingsOff}</Badge>
          </SettingRow>
        )}
      </div>
    </Card>
  );
}
