import type { MissionStatus } from '@secops/domain/missions';
import type { MissionListItem } from '@secops/domain/missions.schemas';

export type MissionFilter = { search: string; status: MissionStatus | '' };

const fold = (text: string) => text.toLocaleLowerCase('fr-FR');

/** The missions list's filter, done in the browser: title contains the search (any case), and the chosen status. */
export function filterMissions(
  missions: readonly MissionListItem[],
  filter: MissionFilter,
): MissionListItem[] {
  const search = fold(filter.search.trim());
  return missions.filter(
    (mission) =>
      (!search || fold(mission.title).includes(search)) &&
      (!filter.status || mission.status === filter.status),
  );
}

export const isFiltering = (filter: MissionFilter): boolean =>
  filter.search.trim() !== '' || filter.status !== '';
