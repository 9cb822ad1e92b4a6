import * as MSG from '@secops/domain/messages';
import { useNavigation } from 'react-router';

/**
 * A bar along the top of the page while a tap's screen (its code, its loader) is on its way: on a slow network the
 * tap shows at once that it was taken, instead of leaving the previous screen as it was for seconds.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-blue-100">
      <div className="h-full w-full animate-pulse bg-blue-600 motion-reduce:animate-none" />
      <span className="sr-only">{MSG.loading}</span>
    </div>
  );
}
