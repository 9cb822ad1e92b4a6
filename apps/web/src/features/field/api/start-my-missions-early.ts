import { FIELD_ROLES } from '@secops/domain/role-access';
import { startEarlyGet } from '../../../lib/early-requests.ts';
import { readStoredSession } from '../../auth/index.ts';
import { MY_MISSIONS_PATH, myShiftsPath } from './my-data-paths.ts';

/**
 * A page load on /agent asks for Mes Missions' missions and shifts from its entry, with the token kept from the last
 * visit, while the application's code is still on its way: the mission cards (the page's largest paint) then wait
 * for the code alone. The queries of the screen take these responses (lib/early-requests.ts).
 */
export function startMyMissionsEarly(): void {
  const session = readStoredSession();
  if (!session || !FIELD_ROLES.includes(session.user.role)) return;
  startEarlyGet(MY_MISSIONS_PATH, session.accessToken);
  const agentId = session.user.agent?.id;
  if (agentId) startEarlyGet(myShiftsPath(agentId), session.accessToken);
}
