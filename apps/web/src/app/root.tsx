import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useIdle } from '../lib/use-idle.ts';

const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * The toasts, mounted once the page is idle so that sonner is not part of its first load; a toast asked for before
 * (lib/notify.ts) shows then.
 */
function DeferredToaster() {
  if (!useIdle()) return null;
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
  root.render(
    <StrictMode>
      {screen}
      <DeferredToaster />
    </StrictMode>,
  );
}
