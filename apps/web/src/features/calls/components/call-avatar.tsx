import { initialsOf } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';

/** The other person of a call, large: their photo, or their initials; the name is written next to it. */
export function CallAvatar({
  name,
  photo,
  className,
}: {
  name: string;
  photo?: string | null;
  className?: string;
}) {
  const box = cn('shrink-0 rounded-full', className);
  if (photo) return <img src={photo} alt="" className={cn(box, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'inline-flex items-center justify-center bg-blue-100 font-semibold text-blue-800')}
    >
      {initialsOf(name)}
    </span>
  );
}
