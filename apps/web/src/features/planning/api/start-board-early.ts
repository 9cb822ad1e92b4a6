import { STAFF_ROLES } from '@secops/domain/role-access';
import { startEarlyGet } from '../../../lib/early-requests.ts';
import { readStoredSession } from '../../auth/index.ts';
import { addCalendarDays, parisToday, shownMonday } from '../utils/week-layout.ts';
import { planningBoardPath } from './board-path.ts';

/**
 * A page load on /admin/planning asks for the shown week's board from the page's entry, with the token kept from the
 * last visit, while the application's and the screen's code are still on their way: the board (hundreds of agents,
 * thousands of shifts) is the page's slowest answer. The screen's query takes this response (lib/early-requests.ts).
 */
export function startPlanningBoardEarly(search: string): void {
  const session = readStoredSession();
  if (!session || !STAFF_ROLES.includes(session.user.role)) return;
  const monday = shownMonday(new URLSearchParams(search), parisToday);
  startEarlyGet(planningBoardPath(monday, addCalendarDays(monday, 6)), session.accessToken);
}
