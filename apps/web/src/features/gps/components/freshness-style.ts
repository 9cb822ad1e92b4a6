import type { Freshness } from '@secops/domain/freshness';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

/** The badge of each level, in the spec's colours: green, blue, orange, red. */
export const FRESHNESS_TONES: Record<Freshness, BadgeTone> = {
  online: 'green',
  recent: 'blue',
  warning: 'orange',
  offline: 'red',
};

/** Solid colours for dots and map markers (dark enough for white initials on them). */
export const FRESHNESS_HEX: Record<Freshness, string> = {
  online: '#15803d',
  recent: '#1d4ed8',
  warning: '#c2410c',
  offline: '#b91c1c',
};
