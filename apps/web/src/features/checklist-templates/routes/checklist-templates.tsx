import * as MSG from '@secops/domain/messages';
import { TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { specialtyName, useSpecialties } from '../../../lib/specialty-catalogue.ts';
import { useTemplate } from '../api/get-template.ts';
import { SpecialtyNav } from '../components/specialty-nav.tsx';
import { TemplateEditor } from '../components/template-editor.tsx';

const PARAM = 'specialite';

function LoadFailure({ title, error, retry }: { title: string; error: Error; retry: () => unknown }) {
  return (
    <Card>
      <EmptyState
        icon={TriangleAlert}
        title={title}
        description={errorMessage(error, MSG.networkError)}
        action={<Button onClick={() => void retry()}>{MSG.uiRetry}</Button>}
      />
    </Card>
  );
}

/** The chosen specialty's template, loaded then edited. */
function SelectedTemplate({ specialty, label }: { specialty: string; label: string }) {
  const template = useTemplate(specialty);
  if (template.isPending) return <LoadingState />;
  if (template.isError) {
    return <LoadFailure title={MSG.templateLoadError} error={template.error} retry={template.refetch} />;
  }
  return (
    <TemplateEditor
      key={`${specialty}:${template.dataUpdatedAt}`}
      template={template.data}
      specialtyLabel={label}
    />
  );
}

/** /admin/checklists/templates: a specialty on the left (kept in the address), its check-list tasks on the right. */
export function ChecklistTemplatesRoute() {
  const specialties = useSpecialties();
  const [params] = useSearchParams();
  const catalogue = specialties.data ?? [];
  const wanted = params.get(PARAM);
  const selected = catalogue.find((specialty) => specialty.code === wanted)?.code ?? catalogue[0]?.code;

  return (
    <>
      <PageHeader title={MSG.titleChecklistTemplates} />
      {specialties.isPending ? (
        <LoadingState />
      ) : specialties.isError ? (
        <LoadFailure title={MSG.specialtiesLoadError} error={specialties.error} retry={specialties.refetch} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <SpecialtyNav
            specialties={catalogue}
            selected={selected ?? ''}
            hrefOf={(code) => `?${new URLSearchParams({ [PARAM]: code }).toString()}`}
          />
          {selected && <SelectedTemplate specialty={selected} label={specialtyName(catalogue, selected)} />}
        </div>
      )}
    </>
  );
}
