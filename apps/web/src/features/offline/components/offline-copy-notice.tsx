import * as MSG from '@secops/domain/messages';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { copyKey } from '../api/offline-copy.ts';
import { useOfflineStore } from '../stores/offline-store.ts';

/** The earliest of the times given (ISO strings or epoch milliseconds; 0 is a query never read). */
const oldest = (times: (string | number | undefined)[]): string | number | undefined =>
  times
    .filter((time): time is string | number => time !== undefined && time !== 0)
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())[0];

/**
 * 'Données hors ligne du 12/03/2026 à 14:05' when one of the page's queries was answered from the phone's copy, or
 * the network is away (then the time of the oldest reading shown); nothing while the page shows live data.
 */
export function OfflineCopyNotice({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const copied = useOfflineStore((state) => oldest(queryKeys.map((key) => state.copies[copyKey(key)])));
  const since =
    copied ??
    (online ? undefined : oldest(queryKeys.map((key) => queryClient.getQueryState(key)?.dataUpdatedAt)));
  if (since === undefined) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
    >
      {formatMessage(MSG.offlineDataFrom, { date: formatDateTime(since) })}
    </p>
  );
}
