import { webcalUrl } from '@secops/domain/calendar';
import * as MSG from '@secops/domain/messages';
import { CalendarPlus, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(MSG.calendarCopied);
  } catch {
    toast.error(MSG.calendarCopyFailed);
  }
}

/** The link just made: shown this once, to copy or to open as webcal:, which phones hand to their calendar app. */
export function CalendarLinkShown({ url }: { url: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <label htmlFor="calendar-link" className="block text-sm font-semibold text-slate-900">
        {MSG.calendarLinkLabel}
      </label>
      <input
        id="calendar-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
      />
      <div className="flex flex-col gap-2">
        <Button
          size="lg"
          fullWidth
          variant="secondary"
          icon={<Copy aria-hidden />}
          onClick={() => void copy(url)}
        >
          {MSG.calendarCopy}
        </Button>
        <a
          href={webcalUrl(url)}
          className={buttonClasses({ variant: 'primary', size: 'lg', fullWidth: true })}
        >
          <CalendarPlus aria-hidden />
          {MSG.calendarOpen}
        </a>
      </div>
      <p className="text-sm text-slate-700">{MSG.calendarHowTo}</p>
      <p className="text-sm font-medium text-amber-800">{MSG.calendarShownOnce}</p>
    </div>
  );
}
