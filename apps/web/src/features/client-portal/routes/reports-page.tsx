import * as MSG from '@secops/domain/messages';
import { FileText, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useClientReports } from '../api/get-reports.ts';
import { ReportList } from '../components/report-list.tsx';

/** /client/rapports: the activity reports sent to the company, to download as they were sent. */
export function ClientReportsRoute() {
  const reports = useClientReports();
  return (
    <>
      <PageHeader title={MSG.portalReportsTitle} description={MSG.portalReportsDescription} />
      {reports.isPending ? (
        <LoadingState />
      ) : reports.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.portalReportsLoadError}
            description={errorMessage(reports.error, MSG.networkError)}
            action={<Button onClick={() => void reports.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : reports.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={FileText}
            title={MSG.portalReportsEmpty}
            description={MSG.portalReportsEmptyHint}
          />
        </Card>
      ) : (
        <ReportList reports={reports.data} />
      )}
    </>
  );
}
