import './toaster.css';
import * as MSG from '@secops/domain/messages';
import { Toaster } from 'sonner';

/**
 * The French toasts of every page. They sit at the bottom right, away from the page actions at the top right; on a
 * phone, above the field area's tab bar.
 */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      mobileOffset={{ bottom: 84 }}
      richColors
      closeButton
      containerAriaLabel={MSG.notifications}
      toastOptions={{ closeButtonAriaLabel: MSG.closeNotification }}
    />
  );
}
