import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-base' } as const;

/** Up to two initials of a name ("Lucas Bernard" → "LB", "jdupont" → "J"), upper-cased. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s.@_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('');
}

type AvatarProps = {
  name: string;
  photo?: string | null;
  size?: keyof typeof sizes;
  /** Next to the written name the picture adds nothing for a screen reader. */
  decorative?: boolean;
  className?: string;
};

/** A person's photo, or their initials on a blue disc when there is none; the name is the image's text. */
export function Avatar({ name, photo, size = 'md', decorative = false, className }: AvatarProps) {
  const box = cn('shrink-0 rounded-full', sizes[size], className);
  if (photo) return <img src={photo} alt={decorative ? '' : name} className={cn(box, 'object-cover')} />;
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={cn(box, 'inline-flex items-center justify-center bg-blue-100 font-semibold text-blue-800')}
    >
      {initialsOf(name)}
    </span>
  );
}
