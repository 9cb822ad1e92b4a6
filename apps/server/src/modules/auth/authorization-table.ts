import {
  AUDIT_LOG_ROLES,
  CLIENT_MANAGER_ROLES,
  DELETE_ROLES,
  FIELD_ROLES,
  INTERNAL_ROLES,
  ROLES,
  STAFF_ROLES,
  type Role,
} from '@secops/domain/roles';

/**
 * Who may call each route of the API, in one place: the roles let past the guard, and, where the route also checks
 * whose data it is, the ownership rule the service applies after the guard. A test walks the server's real route list
 * against this table: a route missing here, or a role let through (or refused) against it, fails.
 */
export type RouteAccess = { roles: readonly Role[] | 'public'; owner?: string };

const PUBLIC = 'public' as const;
/** The company's own people, staff and guards: every signed-in role but CLIENT. */
const ANYONE = INTERNAL_ROLES;
/** Every signed-in account, CLIENT included: the account's own routes only. */
const ACCOUNT = ROLES;
const STAFF = STAFF_ROLES;
const FIELD = FIELD_ROLES;
const DELETERS = DELETE_ROLES;
/** A client company's own accounts: its portal only. */
const CLIENT = ['CLIENT'] as const;
/** Who manages client accounts: ADMIN and SUPERADMIN. */
const CLIENT_MANAGERS = CLIENT_MANAGER_ROLES;
const OWN_COMPANY = 'a mission of their own company (another company’s is 404)';

const OWN_ACCOUNT = 'the user themself (SUPERADMIN may act on lower roles, never on a higher one)';
const ASSIGNED = 'staff, or an agent assigned to the mission';
const OWN_AGENT = 'staff, or the agent themself';
const ON_DUTY = 'a mission they are assigned to, in progress, while on duty there';
const TRACKER = 'the device token (id) stands for its agent, then as POST /api/gps/position';

export const AUTHORIZATION_TABLE: Record<string, RouteAccess> = {
  'GET /api/health': { roles: PUBLIC },
  'POST /api/auth/login': { roles: PUBLIC },
  'POST /api/auth/login/2fa': { roles: PUBLIC },
  'POST /api/auth/refresh': { roles: PUBLIC },
  'POST /api/auth/forgot-password': { roles: PUBLIC },
  'POST /api/auth/reset-password': { roles: PUBLIC },
  'POST /api/auth/logout': { roles: ACCOUNT },
  'GET /api/auth/me': { roles: ACCOUNT },

  'GET /api/users': { roles: STAFF },
  'POST /api/users': { roles: STAFF, owner: 'no role above the caller’s own' },
  'PATCH /api/users/{id}/status': { roles: STAFF, owner: 'not oneself, never a higher role' },
  'DELETE /api/users/{id}': { roles: DELETERS, owner: 'not oneself, never a higher role' },
  'PATCH /api/users/{id}/profile': { roles: ACCOUNT, owner: OWN_ACCOUNT },
  'PATCH /api/users/{id}/password': { roles: ACCOUNT, owner: 'the user themself' },
  'POST /api/users/{id}/2fa/generate': { roles: ACCOUNT, owner: 'the user themself' },
  'POST /api/users/{id}/2fa/enable': { roles: ACCOUNT, owner: 'the user themself' },
  'POST /api/users/{id}/2fa/disable': { roles: ACCOUNT, owner: 'the user themself' },

  'GET /api/agents/me': { roles: FIELD },
  'GET /api/agents': { roles: STAFF },
  'POST /api/agents': { roles: STAFF, owner: 'only for AGENT or LEAD accounts' },
  'GET /api/agents/specialties/list': { roles: STAFF },
  'GET /api/agents/specialties': { roles: STAFF },
  'POST /api/agents/specialties': { roles: STAFF },
  'GET /api/agents/{id}': { roles: ANYONE, owner: OWN_AGENT },
  'PATCH /api/agents/{id}': { roles: STAFF },
  'DELETE /api/agents/{id}': { roles: DELETERS },
  'GET /api/agents/{id}/stats': { roles: ANYONE, owner: OWN_AGENT },
  'GET /api/agents/{id}/shifts': { roles: ANYONE, owner: OWN_AGENT },
  'POST /api/agents/{id}/certifications': { roles: STAFF },
  'PATCH /api/agents/{id}/certifications/{certId}': { roles: STAFF },
  'DELETE /api/agents/{id}/certifications/{certId}': { roles: DELETERS },
  'POST /api/agents/{id}/photo': { roles: STAFF },
  'DELETE /api/agents/{id}/photo': { roles: STAFF },
  'GET /api/files/photos/{fileName}': { roles: PUBLIC },

  'POST /api/sos': { roles: FIELD, owner: 'raised as the signed-in agent' },
  'GET /api/sos': { roles: STAFF },
  'GET /api/sos/{id}': { roles: ANYONE, owner: 'staff, or the agent who raised it' },
  'POST /api/sos/{id}/acknowledge': { roles: STAFF },
  'POST /api/sos/{id}/close': { roles: STAFF },

  'GET /api/push/public-key': { roles: ANYONE },
  'POST /api/push/subscriptions': { roles: ANYONE, owner: 'stored for the signed-in user' },
  'DELETE /api/push/subscriptions': { roles: ANYONE, owner: 'their own subscriptions' },
  'POST /api/calendar/token': {
    roles: ANYONE,
    owner: 'the signed-in user’s own link (replaces their previous one)',
  },
  'GET /api/calendar/token': { roles: ANYONE, owner: 'the signed-in user’s own link' },
  'DELETE /api/calendar/token': { roles: ANYONE, owner: 'the signed-in user’s own link' },
  'GET /api/calendar/{token}.ics': {
    roles: PUBLIC,
    owner: 'the token (its hash) stands for its user: their shifts only',
  },

  'GET /api/audit-log': { roles: AUDIT_LOG_ROLES },

  'GET /api/clients': { roles: STAFF },
  'POST /api/clients': { roles: STAFF },
  'GET /api/clients/{id}': { roles: STAFF },
  'PATCH /api/clients/{id}': { roles: STAFF },
  'DELETE /api/clients/{id}': { roles: DELETERS },
  'GET /api/clients/{id}/users': { roles: CLIENT_MANAGERS },
  'POST /api/clients/{id}/users': { roles: CLIENT_MANAGERS },
  'GET /api/missions/{id}/client-visibility': { roles: STAFF },
  'PUT /api/missions/{id}/client-visibility': { roles: STAFF },
  'GET /api/client/company': { roles: CLIENT, owner: 'their own company' },
  'GET /api/client/missions': { roles: CLIENT, owner: 'the missions of their own company' },
  'GET /api/client/missions/{id}': { roles: CLIENT, owner: OWN_COMPANY },
  'GET /api/client/missions/{id}/activity': { roles: CLIENT, owner: OWN_COMPANY },
  'POST /api/client/missions/{id}/requests': { roles: CLIENT, owner: OWN_COMPANY },
  'GET /api/client/incidents/{id}/report.pdf': {
    roles: CLIENT,
    owner: 'an incident of a mission of their own company (else 404)',
  },
  'GET /api/clients/{id}/report-settings': { roles: STAFF },
  'PUT /api/clients/{id}/report-settings': { roles: STAFF },
  'GET /api/clients/{id}/reports': { roles: STAFF },
  'GET /api/clients/{id}/reports/{reportId}/pdf': { roles: STAFF },
  'POST /api/clients/{id}/reports/send': { roles: STAFF },
  'GET /api/client/reports': { roles: CLIENT, owner: 'the reports sent to their own company' },
  'GET /api/client/reports/{id}/pdf': {
    roles: CLIENT,
    owner: 'a sent report of their own company (else 404)',
  },

  'GET /api/incidents': { roles: STAFF },
  'POST /api/incidents': { roles: ANYONE, owner: ASSIGNED },
  'GET /api/incidents/{id}': { roles: ANYONE, owner: 'staff, or the user who reported it' },
  'PATCH /api/incidents/{id}': { roles: STAFF },
  'POST /api/incidents/{id}/notes': { roles: STAFF },
  'GET /api/incidents/{id}/report.pdf': { roles: STAFF },
  'DELETE /api/incidents/{id}': { roles: DELETERS },

  'GET /api/missions/{id}/logbook': { roles: ANYONE, owner: ASSIGNED },
  'POST /api/missions/{id}/logbook': { roles: ANYONE, owner: ASSIGNED },
  'GET /api/missions/{id}/logbook.pdf': { roles: STAFF },
  'GET /api/logbook': { roles: STAFF },
  'GET /api/alerts': { roles: STAFF },
  'POST /api/alerts/{id}/acknowledge': { roles: STAFF },
  'POST /api/alerts/{id}/resolve': { roles: STAFF },
  'GET /api/settings/alerts': { roles: STAFF },
  'PUT /api/settings/alerts': { roles: DELETERS },
  'GET /api/missions/{id}/checkpoints': { roles: STAFF },
  'POST /api/missions/{id}/checkpoints': { roles: STAFF },
  'PATCH /api/checkpoints/{id}': { roles: STAFF },
  'DELETE /api/checkpoints/{id}': { roles: STAFF },
  'GET /api/missions/{id}/checkpoints.pdf': { roles: STAFF },
  'GET /api/checkpoints/by-code/{code}': { roles: ANYONE, owner: ASSIGNED },
  'GET /api/missions/{id}/tours': { roles: ANYONE, owner: ASSIGNED },
  'POST /api/missions/{id}/tours': { roles: STAFF },
  'PATCH /api/tours/{id}': { roles: STAFF },
  'DELETE /api/tours/{id}': { roles: STAFF },
  'POST /api/tours/{id}/rounds': { roles: ANYONE, owner: 'an agent assigned to the mission, on duty there' },
  'POST /api/rounds/{id}/scans': { roles: ANYONE, owner: 'the agent who started the round' },
  'POST /api/rounds/{id}/finish': { roles: ANYONE, owner: 'the agent who started the round' },
  'GET /api/missions/{id}/rounds': { roles: ANYONE, owner: ASSIGNED },
  'GET /api/missions/{id}/rounds.pdf': { roles: STAFF },
  'POST /api/photos': { roles: ANYONE },
  'GET /api/photos/{id}': {
    roles: ANYONE,
    owner: 'its uploader, staff, or an agent assigned to a mission whose main courante shows it',
  },
  'GET /api/geocoding/search': { roles: ANYONE },

  'GET /api/missions': { roles: ANYONE, owner: 'agents see the missions they are assigned to' },
  'POST /api/missions': { roles: STAFF },
  'GET /api/missions/{id}': { roles: ANYONE, owner: ASSIGNED },
  'PATCH /api/missions/{id}': { roles: STAFF },
  'DELETE /api/missions/{id}': { roles: DELETERS },
  'GET /api/missions/{id}/report/pdf': { roles: ANYONE, owner: ASSIGNED },
  'GET /api/missions/{id}/perimeter': { roles: STAFF },
  'PATCH /api/missions/{id}/perimeter': { roles: STAFF },
  'GET /api/missions/{id}/chat-members': { roles: ANYONE, owner: ASSIGNED },
  'POST /api/missions/{id}/assignments': { roles: STAFF },
  'DELETE /api/missions/assignments/{assignmentId}': { roles: STAFF },
  'GET /api/missions/{id}/documents': { roles: ANYONE, owner: ASSIGNED },
  'POST /api/missions/{id}/documents/upload': { roles: STAFF },
  'GET /api/missions/{id}/documents/{docId}/download': { roles: ANYONE, owner: ASSIGNED },
  'DELETE /api/missions/{id}/documents/{docId}': { roles: STAFF },

  'POST /api/checklists/bulk': { roles: STAFF },
  'GET /api/checklists/items': { roles: ANYONE, owner: ASSIGNED },
  'POST /api/checklists/tick': {
    roles: ANYONE,
    owner: 'staff, or the agent a task is for (or nobody’s task)',
  },
  'PATCH /api/checklists/items/{id}': { roles: STAFF },
  'DELETE /api/checklists/items/{id}': { roles: STAFF },
  'GET /api/checklists/templates': { roles: STAFF },
  'GET /api/checklists/templates/{specialty}': { roles: STAFF },
  'PUT /api/checklists/templates/{specialty}': { roles: STAFF },
  'POST /api/checklists/templates/{specialty}/reset': { roles: STAFF },

  'GET /api/dashboard/stats': { roles: STAFF },
  'GET /api/equipment': { roles: STAFF },
  'POST /api/equipment': { roles: STAFF },
  'PATCH /api/equipment/{id}': { roles: STAFF },
  'DELETE /api/equipment/{id}': { roles: DELETERS },
  'POST /api/equipment/assign': { roles: STAFF },
  'POST /api/equipment/return/{assignmentId}': { roles: STAFF },
  'GET /api/equipment/vehicles': { roles: STAFF },
  'POST /api/equipment/vehicles': { roles: STAFF },
  'PATCH /api/equipment/vehicles/{id}': { roles: STAFF },
  'DELETE /api/equipment/vehicles/{id}': { roles: DELETERS },

  'POST /api/planning/shifts': { roles: STAFF },
  'GET /api/planning/shifts': { roles: STAFF },
  'PATCH /api/planning/shifts/{id}': { roles: STAFF },
  'DELETE /api/planning/shifts/{id}': { roles: STAFF },
  'POST /api/planning/shifts/{id}/restore': { roles: STAFF },
  'POST /api/planning/suggest-agents': { roles: STAFF },
  'GET /api/planning/busy-agents': { roles: STAFF },
  'GET /api/planning/week': { roles: STAFF },
  'GET /api/planning/board': { roles: STAFF },
  'POST /api/planning/copy-week': { roles: STAFF },
  'GET /api/agents/{id}/unavailabilities': { roles: ANYONE, owner: OWN_AGENT },
  'POST /api/agents/{id}/unavailabilities': { roles: ANYONE, owner: OWN_AGENT },
  'PATCH /api/unavailabilities/{id}': { roles: STAFF },
  'DELETE /api/unavailabilities/{id}': {
    roles: ANYONE,
    owner: 'staff, or the agent themself (a period not yet begun)',
  },

  'POST /api/attendance/check-proximity': { roles: FIELD, owner: 'their own shifts' },
  'POST /api/attendance/start': { roles: FIELD, owner: 'their own shifts' },
  'POST /api/attendance/overtime': { roles: FIELD, owner: 'their own attendances' },
  'POST /api/attendance/end': { roles: FIELD, owner: 'their own attendances' },
  'POST /api/attendance/resume': { roles: FIELD, owner: 'their own attendances' },
  'GET /api/attendance/active/{agentId}': { roles: ANYONE, owner: OWN_AGENT },
  'GET /api/attendance/all': { roles: STAFF },
  'GET /api/attendance/export': { roles: STAFF },
  'GET /api/settings/payroll': { roles: STAFF },
  'PUT /api/settings/payroll': { roles: DELETERS },
  'GET /api/settings/working-time': { roles: STAFF },
  'PUT /api/settings/working-time': { roles: DELETERS },

  'POST /api/gps/position': { roles: FIELD, owner: ON_DUTY },
  'GET /api/gps/positions': { roles: STAFF },
  'GET /api/gps/perimeter/{missionId}': { roles: ANYONE, owner: ASSIGNED },
  'GET /api/gps/map-settings': { roles: ANYONE },
  'GET /api/gps/privacy': { roles: ANYONE },
  'POST /api/gps/device-tokens': { roles: FIELD, owner: 'for their own agent' },
  'GET /api/gps/device-tokens': { roles: ANYONE, owner: 'a field user their own; staff name the agent' },
  'DELETE /api/gps/device-tokens/{id}': { roles: ANYONE, owner: 'staff, or the agent the token is for' },
  'GET /api/gps/osmand': { roles: PUBLIC, owner: TRACKER },
  'POST /api/gps/osmand': { roles: PUBLIC, owner: TRACKER },
  'GET /api/chat/mission/{id}': { roles: ANYONE, owner: ASSIGNED },
  'POST /api/chat/mission/{id}': { roles: ANYONE, owner: ASSIGNED },

  'GET /api/calls/ice-servers': { roles: ANYONE },
  'GET /api/calls/missed': { roles: ANYONE, owner: 'their own missed calls' },
  'POST /api/calls/missed/seen': { roles: ANYONE, owner: 'their own missed calls' },
};

/** Socket events: who may send them once the handshake (a valid access token) is through. */
export const SOCKET_AUTHORIZATION: Record<string, RouteAccess> = {
  '/gps position:update': { roles: FIELD, owner: ON_DUTY },
  '/gps mission:subscribe': { roles: STAFF },
  '/gps mission:unsubscribe': { roles: ANYONE },
  '/chat user:connect': { roles: ANYONE, owner: 'their own id' },
  '/chat mission:subscribe': { roles: ANYONE, owner: ASSIGNED },
  '/chat mission:unsubscribe': { roles: ANYONE },
  '/chat message:send': { roles: ANYONE, owner: ASSIGNED },
  '/chat typing:start': { roles: ANYONE, owner: 'a mission room they joined' },
  '/chat typing:stop': { roles: ANYONE, owner: 'a mission room they joined' },
  '/calls call-user': { roles: ANYONE, owner: 'as themselves (the server stamps from)' },
  '/calls answer-call': { roles: ANYONE, owner: 'the callee of a ringing call' },
  '/calls reject-call': { roles: ANYONE, owner: 'the callee of a ringing call' },
  '/calls end-call': { roles: ANYONE, owner: 'a participant of the call' },
  '/calls ice-candidate': { roles: ANYONE, owner: 'a participant of the call' },
};
