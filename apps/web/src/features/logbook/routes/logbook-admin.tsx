import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useLogbook } from '../api/get-logbook.ts';
import { LogbookList } from '../components/logbook-list.tsx';
import {
  LogbookSearchFilters,
  NO_LOGBOOK_SEARCH,
  type LogbookSearch,
} from '../components/logbook-search-filters.tsx';
import { useLiveLogbook } from '../hooks/use-live-logbook.ts';
import { periodBounds } from '../utils/period.ts';

/** /admin/main-courante: every mission's entries newest first, filtered, with new ones as they are written. */
export function LogbookAdminRoute() {
  const [search, setSearch] = useState<LogbookSearch>(NO_LOGBOOK_SEARCH);
  const { missionId, type, authorId } = search;
  const logbook = useLogbook('all', {
    missionId: missionId || undefined,
    type: type || undefined,
    authorId: authorId || undefined,
    ...periodBounds(search),
  });
  useLiveLogbook('gps');
  return (
    <>
      <PageHeader title={MSG.logbookAdminTitle} description={MSG.logbookImmutable} />
      <LogbookSearchFilters value={search} onChange={setSearch} />
      <Card>
        <LogbookList logbook={logbook} label={MSG.logbookTitle} showMission />
      </Card>
    </>
  );
}
