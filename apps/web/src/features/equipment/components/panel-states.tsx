import * as MSG from '@secops/domain/messages';
import { TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';

type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: T[];
  refetch: () => unknown;
};

type PanelListProps<T> = {
  query: ListQuery<T>;
  loadError: string;
  empty: { icon: LucideIcon; title: string; description: string };
  children: (items: T[]) => ReactNode;
};

/** A tab's list with its loading, failure (and retry) and empty states. */
export function PanelList<T>({ query, loadError, empty, children }: PanelListProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) {
    return (
      <Card>
        <EmptyState
          icon={TriangleAlert}
          title={loadError}
          description={errorMessage(query.error, MSG.networkError)}
          action={<Button onClick={() => void query.refetch()}>{MSG.uiRetry}</Button>}
        />
      </Card>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      </Card>
    );
  }
  return <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">{children(query.data)}</ul>;
}
