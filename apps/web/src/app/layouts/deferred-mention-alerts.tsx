import { lazy, Suspense } from 'react';

// The /chat socket and the mention toast load once the shell is shown, not with it.
const MentionAlertsLazy = lazy(() =>
  import('../../features/chat/components/mention-alerts.tsx').then((m) => ({ default: m.MentionAlerts })),
);

/** A chat mention reaches the guard (toast and tone) on every page of the field area. */
export function DeferredMentionAlerts({ userId }: { userId: string | null }) {
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <MentionAlertsLazy userId={userId} />
    </Suspense>
  );
}
