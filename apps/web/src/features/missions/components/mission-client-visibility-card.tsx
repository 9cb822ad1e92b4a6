import {
  CLIENT_SELECTABLE_LOGBOOK_TYPES,
  LOGBOOK_TYPE_LABELS,
  type ClientSelectableLogbookType,
} from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useClientVisibility, useSaveClientVisibility } from '../api/client-visibility.ts';

type VisibilityProps = { missionId: string; hasClient: boolean; archived: boolean };

/** "Visible par le client": which main courante entry types the mission's client reads in its portal. */
export function MissionClientVisibilityCard({ missionId, hasClient, archived }: VisibilityProps) {
  const visibility = useClientVisibility(missionId);
  return (
    <Card aria-label={MSG.missionClientVisibilityTitle} title={MSG.missionClientVisibilityTitle}>
      {visibility.isPending ? (
        <LoadingState className="py-6" />
      ) : visibility.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.missionClientVisibilityLoadError}
          description={errorMessage(visibility.error, MSG.networkError)}
          action={<Button onClick={() => void visibility.refetch()}>{MSG.uiRetry}</Button>}
          className="py-6"
        />
      ) : (
        <VisibilityForm
          missionId={missionId}
          hasClient={hasClient}
          archived={archived}
          initial={visibility.data.logbookTypes}
        />
      )}
    </Card>
  );
}

function VisibilityForm({
  missionId,
  hasClient,
  archived,
  initial,
}: VisibilityProps & { initial: readonly ClientSelectableLogbookType[] }) {
  const hintId = useId();
  const [chosen, setChosen] = useState<readonly ClientSelectableLogbookType[]>(initial);
  const save = useSaveClientVisibility(missionId, {
    onSuccess: (saved) => {
      setChosen(saved.logbookTypes);
      toast.success(MSG.missionClientVisibilitySaved);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.missionClientVisibilitySaveError)),
  });
  const toggle = (type: ClientSelectableLogbookType, checked: boolean) =>
    setChosen(checked ? [...chosen, type] : chosen.filter((t) => t !== type));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ logbookTypes: CLIENT_SELECTABLE_LOGBOOK_TYPES.filter((type) => chosen.includes(type)) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset aria-describedby={hintId}>
        <legend className="text-sm font-medium text-slate-700">{MSG.missionClientVisibilityLegend}</legend>
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hasClient ? MSG.missionClientVisibilityHint : MSG.missionClientVisibilityNoClient}
        </p>
        <div className="mt-3 grid gap-2">
          {CLIENT_SELECTABLE_LOGBOOK_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-blue-300 has-checked:bg-blue-50 has-disabled:cursor-default"
            >
              <input
                type="checkbox"
                checked={chosen.includes(type)}
                disabled={archived}
                onChange={(event) => toggle(type, event.target.checked)}
                className="size-4 rounded border-slate-300 text-blue-600"
              />
              {LOGBOOK_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {!archived && (
        <div className="flex justify-end">
          <Button type="submit" size="sm" isLoading={save.isPending}>
            {MSG.missionClientVisibilitySave}
          </Button>
        </div>
      )}
    </form>
  );
}
