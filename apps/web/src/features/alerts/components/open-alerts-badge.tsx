import { useOpenAlerts } from '../api/get-alerts.ts';

/**
 * The number of open alerts beside the sidebar's "Alertes" (nothing when there is none): read "Alertes, 3" by a
 * screen reader, shown as a pill. Kept live by the shell's socket listener.
 */
export function OpenAlertsBadge() {
  const count = useOpenAlerts().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only">, {count}</span>
      <span
        aria-hidden="true"
        className="ml-auto min-w-6 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {count}
      </span>
    </>
  );
}
