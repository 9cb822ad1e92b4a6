import { CheckCircle2, CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { Announcement, AnnouncementTone } from '../hooks/use-round-scanning.ts';

const LOOKS: Record<AnnouncementTone, { className: string; icon: typeof Info }> = {
  success: { className: 'border-green-300 bg-green-50 text-green-900', icon: CheckCircle2 },
  warning: { className: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert },
  error: { className: 'border-red-300 bg-red-50 text-red-900', icon: CircleAlert },
  info: { className: 'border-blue-200 bg-blue-50 text-blue-900', icon: Info },
};

/**
 * The result of the last scan, in a live region that is always there (a region added with its text is not read out):
 * screen readers say each new result.
 */
export function ScanAnnouncement({ announcement }: { announcement: Announcement | null }) {
  const look = announcement ? LOOKS[announcement.tone] : null;
  const Icon = look?.icon;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {announcement && look && Icon && (
        <p
          key={announcement.id}
          className={cn(
            'flex items-start gap-2 rounded-lg border px-4 py-3 text-base font-medium',
            look.className,
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span className="min-w-0 break-words">{announcement.text}</span>
        </p>
      )}
    </div>
  );
}
