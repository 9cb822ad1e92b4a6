import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { starsLabel } from '../utils/suggestion-display.ts';

const STAR_COUNT = 5;

/** Five stars, `count` of them filled; read out as "4 étoiles sur 5". */
export function SuggestionStars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={starsLabel(count)} className="inline-flex items-center gap-0.5">
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < count ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
