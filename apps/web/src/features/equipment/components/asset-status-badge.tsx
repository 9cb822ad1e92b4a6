import { ASSET_STATUS_LABELS, type ASSET_STATUSES } from '@secops/domain/equipment';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

type AssetStatus = (typeof ASSET_STATUSES)[number];

const TONES: Record<AssetStatus, BadgeTone> = {
  AVAILABLE: 'green',
  ASSIGNED: 'blue',
  MAINTENANCE: 'yellow',
  OUT_OF_SERVICE: 'red',
};

/** Disponible, Assigné, En maintenance or Hors service, for equipment and vehicles alike. */
export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  return <Badge tone={TONES[status]}>{ASSET_STATUS_LABELS[status]}</Badge>;
}
