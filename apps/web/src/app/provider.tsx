import { MSG } from '@secops/domain/messages';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Server data (TanStack Query) and the French toasts, around the whole application. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        richColors
        closeButton
        containerAriaLabel={MSG.notifications}
        toastOptions={{ closeButtonAriaLabel: MSG.closeNotification }}
      />
    </QueryClientProvider>
  );
}
