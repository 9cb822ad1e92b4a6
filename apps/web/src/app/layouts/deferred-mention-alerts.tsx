import { Suspense } from 'react';
import { loadLater, useFirstScreenShown } from '../pwa/use-first-screen-shown.ts';

// The /chat socket, the mention toast and the planning notices load once the first screen is shown, not with it.
const MentionAlertsLazy = loadLater(() =>
  import('../../features/chat/components/mention-alerts.tsx').then((m) => m.MentionAlerts),
);
const PlanningChangeAlertsLazy = loadLater(() =>
  import('../../features/field/components/planning-change-alerts.tsx').then((m) => m.PlanningChangeAlerts),
);

/**
 * A chat mention reaches the guard (toast and tone) on every page of the field area, and so does a change to their
 * shifts of the coming days.
 */
export function DeferredMentionAlerts({ userId }: { userId: string | null }) {
  const shown = useFirstScreenShown();
  if (!userId || !shown) return null;
  return (
    <Suspense fallback={null}>
      <MentionAlertsLazy userId={userId} />
      <PlanningChangeAlertsLazy />
    </Suspense>
  );
}
