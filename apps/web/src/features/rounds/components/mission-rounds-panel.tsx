import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useMission, type MissionPanelProps } from '../../missions/index.ts';
import { CheckpointsTab } from './checkpoints-tab.tsx';
import { RoundsReportTab } from './rounds-report-tab.tsx';
import { ToursTab } from './tours-tab.tsx';

type RoundsTab = 'checkpoints' | 'tours' | 'report';

/**
 * The mission page's "Rondes" (staff): the checkpoints and their tags, the tours made of them, and the day's
 * rounds. An archived mission's are shown but not changed.
 */
export function MissionRoundsPanel({ missionId, archived }: MissionPanelProps) {
  const [tab, setTab] = useState<RoundsTab>('checkpoints');
  const mission = useMission(missionId).data;
  const lat = mission?.locationLat ?? null;
  const lng = mission?.locationLng ?? null;
  const place = lat !== null && lng !== null ? { lat, lng } : null;

  return (
    <Card title={MSG.staffRoundsTitle} description={MSG.staffRoundsDescription}>
      <Tabs<RoundsTab>
        label={MSG.staffRoundsTabs}
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'checkpoints',
            label: MSG.staffTabCheckpoints,
            content: <CheckpointsTab missionId={missionId} archived={archived} place={place} />,
          },
          {
            value: 'tours',
            label: MSG.staffTabTours,
            content: <ToursTab missionId={missionId} archived={archived} />,
          },
          { value: 'report', label: MSG.staffTabReport, content: <RoundsReportTab missionId={missionId} /> },
        ]}
      />
    </Card>
  );
}
