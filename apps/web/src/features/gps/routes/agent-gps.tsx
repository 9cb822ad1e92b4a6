import { GPS_NAMESPACE } from '@secops/domain/realtime';
import * as MSG from '@secops/domain/messages';
import { MapPinOff, Navigation, NavigationOff, TriangleAlert, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSocketConnected } from '../../../lib/use-socket-connected.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useActiveMissions } from '../api/get-active-missions.ts';
import { LastPosition } from '../components/last-position.tsx';
import { startSharing, stopSharing, useSharingStore } from '../stores/sharing-store.ts';
import { clearSavedSharing, savedSharingMission } from '../utils/saved-sharing.ts';

/** The one message shown when the browser refuses the location: what happened, and how to allow it on each phone. */
function LocationDenied() {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <MapPinOff aria-hidden="true" className="size-5 shrink-0" />
        {MSG.gpsLocationDeniedTitle}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{MSG.gpsLocationDeniedAndroid}</li>
        <li>{MSG.gpsLocationDeniedIphone}</li>
      </ul>
    </div>
  );
}

/** /agent/gps 'Ma Position': the agent shares their position during one of their active missions. */
export function AgentGpsRoute() {
  const user = useSessionUser();
  const missions = useActiveMissions();
  const { sharing, missionId: sharedMission, lastSent, failing, locating, denied } = useSharingStore();
  // The badge follows the live connection itself: positions go over it as soon as it is up again.
  const connected = useSocketConnected(GPS_NAMESPACE);
  const [chosen, setChosen] = useState('');
  const sharingUser = user && { id: user.id, agentId: user.agent?.id ?? null };

  // Sharing left on when the app was closed resumes, as long as that mission is still active.
  useEffect(() => {
    if (!user || sharing || !missions.data) return;
    const saved = savedSharingMission(user.id);
    if (!saved) return;
    if (missions.data.some((mission) => mission.id === saved)) {
      startSharing({ id: user.id, agentId: user.agent?.id ?? null }, saved);
    } else clearSavedSharing();
  }, [user, sharing, missions.data]);

  if (missions.isPending) return <LoadingState />;
  const list = missions.data ?? [];
  const missionId = sharing ? sharedMission : chosen || list[0]?.id || null;

  return (
    <>
      <PageHeader title={MSG.agentTabGps} description={MSG.gpsSharingIntro} />
      <Card
        title={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={sharing ? 'green' : 'neutral'}>
              {sharing ? <Navigation aria-hidden="true" className="size-3.5" /> : null}
              {sharing ? MSG.gpsSharingOn : MSG.gpsSharingOff}
            </Badge>
            {sharing && (
              <Badge tone={connected ? 'blue' : 'orange'}>
                {connected ? (
                  <Wifi aria-hidden="true" className="size-3.5" />
                ) : (
                  <WifiOff aria-hidden="true" className="size-3.5" />
                )}
                {connected ? MSG.gpsRealtimeConnected : MSG.gpsRealtimeDisconnected}
              </Badge>
            )}
          </span>
        }
      >
        {missions.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={MSG.missionsLoadError}
            description={errorMessage(missions.error, MSG.networkError)}
            action={<Button onClick={() => void missions.refetch()}>{MSG.uiRetry}</Button>}
          />
        ) : list.length === 0 && !sharing ? (
          <EmptyState icon={MapPinOff} title={MSG.gpsNoActiveMission} className="py-6" />
        ) : (
          <div className="space-y-5">
            <Select
              label={MSG.gpsMissionChoice}
              value={missionId ?? ''}
              onChange={(event) => setChosen(event.target.value)}
              disabled={sharing}
            >
              {list.map((mission) => (
                <option key={mission.id} value={mission.id}>
                  {mission.title}
                </option>
              ))}
            </Select>
            {sharing ? (
              <Button
                variant="danger"
                size="lg"
                fullWidth
                icon={<NavigationOff aria-hidden="true" />}
                onClick={() => stopSharing()}
              >
                {MSG.gpsSharingStop}
              </Button>
            ) : (
              <Button
                size="lg"
                fullWidth
                icon={<Navigation aria-hidden="true" />}
                disabled={!missionId || !sharingUser}
                onClick={() => sharingUser && missionId && startSharing(sharingUser, missionId)}
              >
                {MSG.gpsSharingStart}
              </Button>
            )}
            {denied && !sharing && <LocationDenied />}
            {(sharing || lastSent) && (
              <LastPosition
                position={lastSent}
                failing={sharing && failing}
                locating={sharing && locating}
                connected={connected}
              />
            )}
          </div>
        )}
      </Card>
    </>
  );
}
