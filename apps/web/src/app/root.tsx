import { lazy, startTransition, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { whenIdle } from '../lib/when-idle.ts';

const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * The toasts, mounted once the page is idle so that sonner is not part of its first load; a toast asked for before
 * (lib/notify.ts) shows then.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

let root: Root | undefined;

/**
 * Shows `screen` in the page. The toasts keep their place in the tree whatever the screen, so those on display stay
 * put when the sign-in page hands over to the application.
 */
export function render(screen: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  root ??= createRoot(container);
  startTransition(() =>
    root!.render(
      <StrictMode>
        {screen}
        <DeferredToaster />
      </StrictMode>,
    ),
  );
}
