import { FRESHNESS_LABELS, FRESHNESS_LEVELS, FRESHNESS_RANGES } from '@secops/domain/freshness';
import * as MSG from '@secops/domain/messages';
import { Card } from '../../../components/ui/card.tsx';
import { FRESHNESS_HEX } from './freshness-style.ts';

/** What the marker colours mean: the age of each agent's last position. */
export function FreshnessLegend() {
  return (
    <Card title={MSG.gpsLegend}>
      <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {FRESHNESS_LEVELS.map((level) => (
          <li key={level} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full ring-2 ring-white"
              style={{ backgroundColor: FRESHNESS_HEX[level] }}
            />
            <span className="font-medium text-slate-800">{FRESHNESS_LABELS[level]}</span>
            <span className="text-slate-500">({FRESHNESS_RANGES[level]})</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
