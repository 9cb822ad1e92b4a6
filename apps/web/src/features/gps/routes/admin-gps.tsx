import type { Alert } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { Radio, TriangleAlert, WifiOff } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useActiveMissions } from '../api/get-active-missions.ts';
import { usePerimeter } from '../api/get-perimeter.ts';
import { usePositions } from '../api/get-positions.ts';
import { AgentMap, type MapFocus } from '../components/agent-map.tsx';
import { AgentsOnlineList } from '../components/agents-online-list.tsx';
import { FreshnessLegend } from '../components/freshness-legend.tsx';
import { GpsCounters } from '../components/gps-counters.tsx';
import { useLivePositions } from '../hooks/use-live-positions.ts';
import { useNow } from '../../../lib/use-now.ts';
import { countLiveAgents, withFreshness } from '../utils/live-positions.ts';
import { listMapAlerts, type SosOnMap } from '../utils/map-alerts.ts';

/** Freshness colours are re-evaluated this often, so an agent who stops sending turns red without new data. */
const CLOCK_TICK_MS = 5000;

function LiveBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <Badge tone="green">
      <Radio aria-hidden="true" className="size-3.5 animate-pulse" />
      {MSG.gpsLive}
    </Badge>
  ) : (
    <Badge tone="red">
      <WifiOff aria-hidden="true" className="size-3.5" />
      {MSG.gpsRealtimeDisconnected}
    </Badge>
  );
}

const NO_SOS: readonly SosOnMap[] = [];
const NO_ALERTS: readonly Alert[] = [];

/**
 * /admin/gps 'Tracking GPS': live map of the agents, by mission or for all missions. The app composes what other
 * features add: `overlay`, layers on the map (the SOS alerts), `sos`, the SOS not yet closed (their places), and
 * `alerts`, the open dispatch alerts the 'Alertes' counter counts and lists.
 */
export function AdminGpsRoute({
  overlay,
  sos = NO_SOS,
  alerts: openAlerts = NO_ALERTS,
}: {
  overlay?: ReactNode;
  sos?: readonly SosOnMap[];
  alerts?: readonly Alert[];
}) {
  const [missionId, setMissionId] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const missions = useActiveMissions();
  const positions = usePositions(missionId);
  const perimeter = usePerimeter(missionId);
  const connected = useLivePositions(missionId);
  const clock = useNow(CLOCK_TICK_MS);
  // The map and the list of hundreds of agents are drawn in the background, a few milliseconds at a time, so that
  // the map keeps panning and zooming smoothly while they are redrawn.
  const list = useDeferredValue(positions.data);
  const now = useDeferredValue(clock);
  const agents = useMemo(() => withFreshness(list ?? [], now), [list, now]);
  const focusAgent = useCallback((agentId: string) => setFocus({ agentId, at: Date.now() }), []);
  const showPlace = useCallback(
    (place: { lat: number; lng: number }) => setFocus({ ...place, at: Date.now() }),
    [],
  );
  const sosPlaces = useMemo(
    () =>
      sos.flatMap((alert) =>
        alert.lat !== null && alert.lng !== null ? [{ lat: alert.lat, lng: alert.lng }] : [],
      ),
    [sos],
  );
  const alerts = useMemo(() => listMapAlerts({ alerts: openAlerts, agents, sos }), [openAlerts, agents, sos]);

  return (
    <>
      <PageHeader
        title={MSG.titleGps}
        actions={
          <div role="status" aria-live="polite">
            <LiveBadge connected={connected} />
          </div>
        }
      />
      <div className="mb-4 flex flex-col gap-4 lg:flex-row lg:items-end">
        <Select
          label={MSG.gpsMissionFilter}
          value={missionId ?? ''}
          onChange={(event) => setMissionId(event.target.value || null)}
          className="lg:w-96"
        >
          <option value="">{MSG.gpsAllMissions}</option>
          {(missions.data ?? []).map((mission) => (
            <option key={mission.id} value={mission.id}>
              {mission.title}
            </option>
          ))}
        </Select>
        <div className="min-w-0 flex-1">
          <GpsCounters
            activeAgents={countLiveAgents(agents)}
            activeMissions={missions.data?.length ?? 0}
            alerts={alerts}
            now={now}
            onShowAlert={showPlace}
          />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="h-[60dvh] min-h-80 lg:h-[640px]">
          {positions.isError ? (
            <Card className="h-full">
              <EmptyState
                icon={TriangleAlert}
                title={MSG.gpsPositionsLoadError}
                description={errorMessage(positions.error, MSG.networkError)}
                action={<Button onClick={() => void positions.refetch()}>{MSG.uiRetry}</Button>}
              />
            </Card>
          ) : (
            <AgentMap
              agents={agents}
              perimeter={perimeter.data ?? null}
              missionId={missionId}
              focus={focus}
              overlay={overlay}
              alerts={sosPlaces}
            />
          )}
        </div>
        <div className="space-y-4">
          {positions.isPending ? (
            <Card title={MSG.gpsAgentsOnline}>
              <LoadingState className="py-6" />
            </Card>
          ) : (
            <AgentsOnlineList agents={agents} now={now} onSelect={focusAgent} />
          )}
          <FreshnessLegend />
        </div>
      </div>
    </>
  );
}
