import { ON_DUTY_MARGIN_MS } from '@secops/domain/gps-duty';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { useGpsPrivacy } from '../api/get-privacy.ts';
import { GPS_TEXTS } from '../texts.ts';

/**
 * 'Vos données de localisation' on the agent's profile: what is recorded, when (only while sharing on duty), what
 * for (attendances checked for implausible movement, told beforehand as Code du travail L1222-4 requires), and for
 * how long (the server's retention period, GPS_RETENTION_DAYS).
 */
export function LocationPrivacyCard() {
  const privacy = useGpsPrivacy();
  const margin = Math.round(ON_DUTY_MARGIN_MS / 60_000);
  return (
    <Card title={GPS_TEXTS.privacyTitle}>
      <ul className="list-disc space-y-2 pl-5 text-base text-slate-700">
        <li>{GPS_TEXTS.privacyWhat}</li>
        <li>{formatMessage(GPS_TEXTS.privacyWhen, { margin })}</li>
        <li>{GPS_TEXTS.privacyWhy}</li>
        {privacy.data && (
          <li>{formatMessage(GPS_TEXTS.privacyHowLong, { n: privacy.data.retentionDays })}</li>
        )}
      </ul>
    </Card>
  );
}
