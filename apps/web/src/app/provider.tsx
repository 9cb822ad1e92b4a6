import * as MSG from '@secops/domain/messages';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/**
 * Server data (TanStack Query) and the French toasts, around the whole application. Toasts sit at the bottom right,
 * away from the page actions at the top right; on a phone, above the field area's tab bar.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        mobileOffset={{ bottom: 84 }}
        richColors
        closeButton
        containerAriaLabel={MSG.notifications}
        toastOptions={{ closeButtonAriaLabel: MSG.closeNotification }}
      />
    </QueryClientProvider>
  );
}
