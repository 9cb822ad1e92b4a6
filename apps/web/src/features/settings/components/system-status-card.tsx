import * as MSG from '@secops/domain/messages';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHealth, type Health } from '../api/get-health.ts';
import { SettingRow } from './setting-row.tsx';

type Shown = { label: string; tone: BadgeTone; hint?: string };

const ERROR: Shown = { label: MSG.settingsStatusError, tone: 'red' };

const databaseStatus = (health: Health | undefined): Shown =>
  health?.database.status === 'connected' ? { label: MSG.settingsDatabaseConnected, tone: 'green' } : ERROR;

function cacheStatus(health: Health | undefined): Shown {
  if (health?.redis.status === 'connected')
    return { label: MSG.settingsCacheActive, tone: 'green', hint: MSG.settingsCacheActiveHint };
  if (health?.redis.status === 'not_configured')
    return {
      label: MSG.settingsCacheNotConfigured,
      tone: 'neutral',
      hint: MSG.settingsCacheNotConfiguredHint,
    };
  return ERROR;
}

/** The database and cache as the server's health check reports them; an unanswered check shows an error. */
export function SystemStatusCard() {
  const health = useHealth();
  const rows = [
    { label: MSG.settingsDatabase, shown: databaseStatus(health.data) },
    { label: MSG.settingsCache, shown: cacheStatus(health.data) },
  ];
  return (
    <Card title={MSG.settingsSystem}>
      {health.isError && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {MSG.settingsSystemUnavailable}
        </p>
      )}
      <div className="divide-y divide-slate-100">
        {rows.map(({ label, shown }) => (
          <SettingRow key={label} label={label} hint={health.isPending ? undefined : shown.hint}>
            {health.isPending ? (
              <Spinner size="sm" className="text-slate-400" />
            ) : (
              <Badge tone={shown.tone}>{shown.label}</Badge>
            )}
          </SettingRow>
        ))}
      </div>
    </Card>
  );
}
