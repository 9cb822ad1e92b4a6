import { Suspense } from 'react';
import { loadLater, useFirstScreenShown } from '../pwa/use-first-screen-shown.ts';

// The /chat socket and the mention toast load once the first screen is shown, not with it.
const MentionAlertsLazy = loadLater(() =>
  import('../../features/chat/components/mention-alerts.tsx').then((m) => m.MentionAlerts),
);

/** A chat mention reaches the guard (toast and tone) on every page of the field area. */
export function DeferredMentionAlerts({ userId }: { userId: string | null }) {
  const shown = useFirstScreenShown();
  if (!userId || !shown) return null;
  return (
    <Suspense fallback={null}>
      <MentionAlertsLazy userId={userId} />
    </Suspense>
  );
}
