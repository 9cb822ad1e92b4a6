import type { toast } from 'sonner';

/**
 * Shows a toast from code that the sign-in page loads before sonner: sonner comes with the first toast (at once
 * inside the application, which has it already). A toast shown before the toaster is mounted appears when it is.
 */
export function notify(show: (toaster: typeof toast) => unknown): void {
  void import('sonner').then((sonner) => show(sonner.toast));
}
