import * as MSG from '@secops/domain/messages';
import { DELETE_ROLES } from '@secops/domain/role-access';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { ApiViolation } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';

type WorkingTimeAlertProps = {
  violations: readonly ApiViolation[];
  /** 'Règles de temps de travail enfreintes' unless told otherwise (an unavailable agent). */
  title?: string;
  /** Sends the same change again, acknowledged. */
  onOverride: () => void;
  isPending?: boolean;
  className?: string;
};

/**
 * The working-time rules a shift would break, as the server named them; an ADMIN or SUPERADMIN may save it anyway
 * (the override is kept on the shift and in the audit log), anyone else is told who can.
 */
export function WorkingTimeAlert({
  violations,
  title = MSG.workingTimeViolationsTitle,
  onOverride,
  isPending,
  className,
}: WorkingTimeAlertProps) {
  const user = useSessionUser();
  const canOverride = user !== null && DELETE_ROLES.includes(user.role);
  return (
    <div
      role="alert"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm ${className ?? ''}`}
    >
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-amber-900">
        {violations.map((v) => (
          <li key={`${v.rule}-${v.message}`}>{v.message}</li>
        ))}
      </ul>
      {canOverride ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-amber-900">{MSG.workingTimeOverrideHint}</p>
          <Button size="sm" variant="secondary" isLoading={isPending} onClick={onOverride}>
            {MSG.workingTimeOverride}
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-amber-900">{MSG.workingTimeOverrideAdminOnly}</p>
      )}
    </div>
  );
}
