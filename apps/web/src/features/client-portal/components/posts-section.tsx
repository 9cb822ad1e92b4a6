import type { ClientPost } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { UserCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatParis, formatTime, formatTimeRange } from '../../../lib/format.ts';
import { formatMinutes } from '../utils/display.ts';

/** What the guard's clock says of a post: arrival and departure, on duty still, or nothing clocked. */
function Clocked({ post }: { post: ClientPost }) {
  if (!post.clockInAt) return <span className="text-slate-500">{MSG.portalPostNotClocked}</span>;
  return (
    <span className="tabular-nums">
      {formatMessage(MSG.portalPostClockIn, { time: formatTime(post.clockInAt) })}
      {' · '}
      {post.clockOutAt
        ? formatMessage(MSG.portalPostClockOut, { time: formatTime(post.clockOutAt) })
        : MSG.portalPostOnDuty}
    </span>
  );
}

/** The period's shifts that have started: day, guard ('Jean D.'), planned times, clocked times and duration. */
export function PostsSection({ posts }: { posts: readonly ClientPost[] }) {
  return (
    <Card title={MSG.portalPostsTitle} aria-label={MSG.portalPostsTitle}>
      {posts.length === 0 ? (
        <EmptyState icon={UserCheck} title={MSG.portalPostsEmpty} className="py-6" />
      ) : (
        <ul className="-my-3 divide-y divide-slate-100">
          {posts.map((post) => (
            <li
              key={post.shiftId}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-3 text-sm sm:grid-cols-[6.5rem_minmax(0,1fr)_auto_minmax(0,1.2fr)_4.5rem] sm:items-center"
            >
              <span className="font-semibold text-slate-900 first-letter:uppercase sm:font-medium">
                <time dateTime={post.startAt}>{formatParis(post.startAt, 'EEE d MMM')}</time>
              </span>
              <span className="col-start-1 row-start-2 min-w-0 truncate text-slate-900 sm:col-start-auto sm:row-start-auto">
                {post.guard ?? <span className="text-slate-500 italic">{MSG.portalPostOpen}</span>}
              </span>
              <span className="col-span-2 text-slate-700 tabular-nums sm:col-span-1 sm:whitespace-nowrap">
                {formatMessage(MSG.portalPostPlanned, { range: formatTimeRange(post.startAt, post.endAt) })}
              </span>
              <span className="col-span-2 text-slate-700 sm:col-span-1">
                <Clocked post={post} />
              </span>
              <span className="col-start-2 row-start-1 justify-self-end sm:col-start-auto sm:row-start-auto">
                <Badge tone={post.minutes > 0 ? 'blue' : 'neutral'}>
                  <span className="tabular-nums">{formatMinutes(post.minutes)}</span>
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
