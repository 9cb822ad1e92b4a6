import { MSG } from '@secops/domain/messages';
import { Construction } from 'lucide-react';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

/** Stands in for a screen whose content is not built yet, under that screen's real title. */
export function ConstructionPanel() {
  return (
    <Card>
      <EmptyState icon={Construction} title={MSG.underConstruction} />
    </Card>
  );
}
