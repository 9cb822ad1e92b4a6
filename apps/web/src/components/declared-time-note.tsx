import { declaredTimeFlag } from '@secops/domain/declared-time';
import * as MSG from '@secops/domain/messages';
import { Clock } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatMessage } from '../lib/format-message.ts';
import { formatParis } from '../lib/format.ts';

/**
 * The time a guard's phone gave for an action made offline, when the server did not keep it (more than a day old, or
 * ahead of its clock): the action is dated on arrival, and this note shows the phone's time, flagged.
 */
export function DeclaredTimeNote({
  declaredAt,
  receivedAt,
  className,
}: {
  declaredAt: string | null;
  receivedAt: string;
  className?: string;
}) {
  if (!declaredAt) return null;
  const flag = declaredTimeFlag(new Date(declaredAt), new Date(receivedAt));
  const reason = flag === 'AHEAD' ? MSG.declaredTimeAhead : MSG.declaredTimeTooOld;
  return (
    <p className={cn('flex items-start gap-1 text-xs font-medium text-amber-800', className)}>
      <Clock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="sr-only">{MSG.declaredTimeShort} : </span>
        {formatMessage(MSG.declaredTimeFlagged, {
          date: formatParis(declaredAt, "dd/MM/yyyy 'à' HH:mm:ss"),
          reason,
        })}
      </span>
    </p>
  );
}
