import type { RouteObject } from 'react-router';

/** Screens under /admin (SUPERADMIN, ADMIN, SUPERVISOR), drawn inside the admin shell. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      Promise.all([
        import('../../features/dashboard/routes/dashboard.tsx'),
        import('../../features/alerts/components/alerts-live-feed.tsx'),
      ]).then(([m, feed]) => ({
        Component: () => <m.DashboardRoute liveFeed={<feed.AlertsLiveFeed />} />,
      })),
  },
  {
    path: 'missions',
    lazy: () =>
      import('../../features/missions/routes/missions-list.tsx').then((m) => ({
        Component: m.MissionsListRoute,
      })),
  },
  {
    path: 'missions/new',
    lazy: () =>
      import('../../features/missions/routes/mission-new.tsx').then((m) => ({
        Component: m.MissionNewRoute,
      })),
  },
  {
    path: 'missions/:id',
    lazy: () =>
      Promise.all([
        import('../../features/missions/routes/mission-detail.tsx'),
        import('./mission-shifts-panel.tsx'),
        import('./mission-checklist.tsx'),
        import('../../features/chat/components/mission-chat.tsx'),
        import('../../features/documents/components/mission-documents.tsx'),
        import('./mission-perimeter-panel.tsx'),
        import('../../features/logbook/components/mission-logbook-panel.tsx'),
        import('../../features/rounds/components/mission-rounds-panel.tsx'),
      ]).then(([m, shifts, checklist, chat, documents, perimeter, logbook, rounds]) => ({
        Component: () => (
          <m.MissionDetailRoute
            panels={{
              shifts: shifts.MissionShiftsPanel,
              checklist: checklist.MissionChecklist,
              chat: chat.MissionChat,
              documents: documents.MissionDocuments,
              perimeter: perimeter.MissionPerimeterPanel,
              logbook: logbook.MissionLogbookPanel,
              rounds: rounds.MissionRoundsPanel,
            }}
          />
        ),
      })),
  },
  {
    path: 'agents',
    lazy: () =>
      import('../../features/agents/routes/agents-list.tsx').then((m) => ({ Component: m.AgentsListRoute })),
  },
  {
    path: 'agents/new',
    lazy: () =>
      import('../../features/agents/routes/agent-new.tsx').then((m) => ({ Component: m.AgentNewRoute })),
  },
  {
    path: 'agents/:id',
    lazy: () =>
      Promise.all([
        import('../../features/agents/routes/agent-profile.tsx'),
        import('../../features/gps/components/agent-trackers-panel.tsx'),
      ]).then(([m, trackers]) => ({
        Component: () => <m.AgentProfileRoute trackers={trackers.AgentTrackersPanel} />,
      })),
  },
  {
    path: 'clients',
    lazy: () =>
      import('../../features/clients/routes/clients-list.tsx').then((m) => ({
        Component: m.ClientsListRoute,
      })),
  },
  {
    path: 'clients/new',
    lazy: () =>
      import('../../features/clients/routes/client-new.tsx').then((m) => ({ Component: m.ClientNewRoute })),
  },
  {
    path: 'clients/:id',
    lazy: () =>
      import('../../features/clients/routes/client-detail.tsx').then((m) => ({
        Component: m.ClientDetailRoute,
      })),
  },
  {
    path: 'planning',
    lazy: () =>
      import('../../features/planning/routes/planning-week.tsx').then((m) => ({
        Component: m.PlanningRoute,
      })),
  },
  {
    path: 'incidents',
    lazy: () =>
      import('../../features/incidents/routes/incidents-list.tsx').then((m) => ({
        Component: m.IncidentsListRoute,
      })),
  },
  {
    path: 'incidents/new',
    lazy: () =>
      import('../../features/incidents/routes/incident-new.tsx').then((m) => ({
        Component: m.IncidentNewRoute,
      })),
  },
  {
    path: 'incidents/:id',
    lazy: () =>
      import('../../features/incidents/routes/incident-detail.tsx').then((m) => ({
        Component: m.IncidentDetailRoute,
      })),
  },
  {
    path: 'equipment',
    lazy: () =>
      import('../../features/equipment/routes/equipment.tsx').then((m) => ({ Component: m.EquipmentRoute })),
  },
  {
    path: 'checklists/templates',
    lazy: () =>
      import('../../features/checklist-templates/routes/checklist-templates.tsx').then((m) => ({
        Component: m.ChecklistTemplatesRoute,
      })),
  },
  {
    path: 'gps',
    lazy: () => import('./admin-gps-page.tsx').then((m) => ({ Component: m.AdminGpsPage })),
  },
  {
    path: 'alertes',
    lazy: () =>
      import('../../features/alerts/routes/alerts-page.tsx').then((m) => ({ Component: m.AlertsRoute })),
  },
  {
    path: 'main-courante',
    lazy: () =>
      import('../../features/logbook/routes/logbook-admin.tsx').then((m) => ({
        Component: m.LogbookAdminRoute,
      })),
  },
  {
    path: 'pointages',
    lazy: () =>
      import('../../features/attendance/routes/attendance-report.tsx').then((m) => ({
        Component: m.AttendanceReportRoute,
      })),
  },
  {
    path: 'settings',
    lazy: () =>
      Promise.all([
        import('../../features/settings/routes/settings.tsx'),
        import('../../features/push/components/push-setting.tsx'),
      ]).then(([m, push]) => ({
        Component: () => <m.SettingsRoute pushSetting={<push.PushSettingRow />} />,
      })),
  },
];
