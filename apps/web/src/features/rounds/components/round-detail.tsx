import * as MSG from '@secops/domain/messages';
import { SCAN_FLAG_LABELS, SCAN_METHOD_LABELS, type Round } from '@secops/domain/rounds';
import { CircleCheck, CircleDashed, CircleX, TriangleAlert } from 'lucide-react';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatParis, formatTime } from '../../../lib/format.ts';
import { checkpointLines, isEnded, type CheckpointLine } from '../utils/round-display.ts';
import { RoundPathMap } from './round-path-map.tsx';

const withSeconds = (at: string) => formatParis(at, 'HH:mm:ss');

function LineStatus({ line, ended }: { line: CheckpointLine; ended: boolean }) {
  const { scan } = line;
  if (!scan) {
    return (
      <div>
        {ended ? (
          <Badge tone="red">
            <CircleX aria-hidden="true" className="size-3.5" />
            {MSG.staffReportNotScanned}
          </Badge>
        ) : (
          <Badge>
            <CircleDashed aria-hidden="true" className="size-3.5" />
            {MSG.staffReportToScan}
          </Badge>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <CircleCheck aria-hidden="true" className="size-4 text-green-700" />
        <time dateTime={scan.scannedAt} className="tabular-nums">
          {formatMessage(MSG.staffReportScannedAt, { time: withSeconds(scan.scannedAt) })}
        </time>
        <span className="sr-only">, </span>
        <span className="text-slate-500">
          {formatMessage(MSG.staffReportMethod, { method: SCAN_METHOD_LABELS[scan.method] })}
        </span>
      </p>
      {scan.flags.length > 0 && (
        <ul aria-label={MSG.staffReportFlags} className="flex flex-wrap gap-1">
          {scan.flags.map((flag) => (
            <li key={flag}>
              <Badge tone="amber">
                <TriangleAlert aria-hidden="true" className="size-3.5" />
                {SCAN_FLAG_LABELS[flag]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {scan.reason && (
        <p className="text-sm break-words text-slate-700">
          {formatMessage(MSG.staffReportReason, { reason: scan.reason })}
        </p>
      )}
      <DeclaredTimeNote declaredAt={scan.declaredAt} receivedAt={scan.recordedAt} />
    </div>
  );
}

/** A round opened in the day's list: when it could start and did, each checkpoint and its scan, and the map. */
export function RoundDetail({ round }: { round: Round }) {
  const ended = isEnded(round.status);
  const lines = checkpointLines(round);
  const time = formatTime(round.scheduledAt);
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 tabular-nums">
        <span>
          {formatMessage(MSG.staffReportWindow, { from: time, to: formatTime(round.windowEndsAt) })}
        </span>
        {round.startedAt && (
          <span>{formatMessage(MSG.staffReportStarted, { time: formatTime(round.startedAt) })}</span>
        )}
        {round.finishedAt && (
          <span>{formatMessage(MSG.staffReportFinished, { time: formatTime(round.finishedAt) })}</span>
        )}
      </p>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">{MSG.staffReportNoCheckpoints}</p>
      ) : (
        <ol aria-label={formatMessage(MSG.staffReportCheckpoints, { time })} className="space-y-2">
          {lines.map((line, index) => {
            const flagged = (line.scan?.flags.length ?? 0) > 0 || (ended && !line.scan);
            return (
              <li
                key={line.id}
                className={cn(
                  'grid gap-1 rounded-lg border border-l-4 px-3 py-2 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4',
                  flagged
                    ? 'border-amber-200 border-l-amber-500 bg-amber-50/40'
                    : 'border-slate-200 border-l-slate-200',
                )}
              >
                <span className="text-sm font-medium text-slate-900">
                  <span className="mr-1 text-slate-500 tabular-nums">{index + 1}.</span>
                  {line.name}
                </span>
                <LineStatus line={line} ended={ended} />
              </li>
            );
          })}
        </ol>
      )}
      <RoundPathMap round={round} />
    </div>
  );
}
