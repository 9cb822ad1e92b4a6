import * as MSG from '@secops/domain/messages';
import { Construction } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';

/** What a panel of the mission page receives; an archived mission's panels show but change nothing. */
export type MissionPanelProps = { missionId: string; archived: boolean };

/**
 * The mission page's panels built by other screens (shift planning, check-list, chat, documents, perimeter, main
 * courante, rondes). The route table passes them in, so this feature never imports another; a panel not given yet shows a
 * small "en construction" card.
 */
export type MissionPanels = Partial<
  Record<
    'shifts' | 'checklist' | 'chat' | 'documents' | 'perimeter' | 'logbook' | 'rounds',
    ComponentType<MissionPanelProps>
  >
>;

type PanelSlotProps = MissionPanelProps & {
  label: string;
  panel: ComponentType<MissionPanelProps> | undefined;
  className?: string;
};

export function PanelSlot({ label, panel: Panel, className, ...props }: PanelSlotProps) {
  return (
    <section aria-label={label} className={cn('flex min-h-0 flex-col', className)}>
      {Panel ? (
        <Panel {...props} />
      ) : (
        <Card title={label} className="flex-1">
          <EmptyState icon={Construction} title={MSG.underConstruction} className="py-6" />
        </Card>
      )}
    </section>
  );
}

/** The mission chat is 500 px high. */
export const CHAT_PANEL_CLASS = 'h-[500px]';
