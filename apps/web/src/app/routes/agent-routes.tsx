import type { MissionListItem } from '@secops/domain/missions.schemas';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadLater, useFirstScreenShown } from '../pwa/use-first-screen-shown.ts';
import { loadAttendance, loadMyMissions } from './field-screens.ts';

// Mes Missions' card of the rounds due now loads once the first screen is shown, never with it (the first load's
// budget; on a slow network its five scripts came before the missions were drawn). Its code out of reach (the network
// gone before the app is kept on the phone), the missions stay, without the card.
const DueRoundCards = loadLater(() =>
  import('../../features/rounds-field/components/due-round-cards.tsx').then((m) => m.DueRoundCards),
);
function DueRounds({ missions }: { missions: readonly MissionListItem[] }) {
  if (!useFirstScreenShown()) return null;
  return (
    <Suspense fallback={null}>
      <DueRoundCards missions={missions} />
    </Suspense>
  );
}

/** Screens under /agent (AGENT, LEAD), drawn inside the agent shell. */
export const agentRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      loadMyMissions().then((m) => ({ Component: () => <m.MyMissionsRoute dueRounds={DueRounds} /> })),
  },
  {
    path: 'missions/:id',
    // The field page borrows the incident form, the map, the chat, the main courante and the rounds: the features do
    // not know each other. They come with the page's own chunk, never with the agent shell.
    lazy: () =>
      Promise.all([
        import('../../features/field/routes/field-mission.tsx'),
        import('../../features/missions/components/incident-report-modal.tsx'),
        import('../../features/gps/components/mission-place-map.tsx'),
        import('../../features/chat/components/mission-chat.tsx'),
        import('../../features/logbook/components/field-logbook-panel.tsx'),
        import('../../features/rounds-field/components/field-rounds-panel.tsx'),
      ]).then(([m, incident, map, chat, logbook, rounds]) => ({
        Component: () => (
          <m.FieldMissionRoute
            panels={{
              incident: incident.IncidentReportModal,
              map: map.MissionPlaceMap,
              chat: chat.MissionChat,
              logbook: logbook.FieldLogbookPanel,
              rounds: rounds.FieldRoundsPanel,
            }}
          />
        ),
      })),
  },
  {
    path: 'missions/:id/rondes/:tourId',
    lazy: () =>
      import('../../features/rounds-field/routes/round-screen.tsx').then((m) => ({
        Component: m.RoundScreenRoute,
      })),
  },
  {
    path: 'profile',
    // The push card is the push feature's, the tracker and location-data cards the gps feature's: they come with
    // the profile page, never with the agent shell.
    lazy: () =>
      Promise.all([
        import('../../features/field/routes/my-profile.tsx'),
        import('../../features/push/components/push-setting.tsx'),
        import('../../features/gps/components/tracker-card.tsx'),
        import('../../features/gps/components/location-privacy-card.tsx'),
        import('../layouts/field-sign-out-card.tsx'),
      ]).then(([m, push, tracker, privacy, signOut]) => ({
        Component: () => (
          <>
            <m.MyProfileRoute />
            <div className="mt-5 space-y-5">
              <push.PushCard />
              <tracker.TrackerCard />
              <privacy.LocationPrivacyCard />
              <signOut.FieldSignOutCard />
            </div>
          </>
        ),
      })),
  },
  {
    path: 'gps',
    lazy: () =>
      import('../../features/gps/routes/agent-gps.tsx').then((m) => ({ Component: m.AgentGpsRoute })),
  },
  {
    path: 'attendance',
    lazy: () => loadAttendance().then((m) => ({ Component: m.AttendanceRoute })),
  },
];
