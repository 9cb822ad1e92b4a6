import { zodResolver } from '@hookform/resolvers/zod';
import { IncidentCreateSchema } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { ArrowLeft } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  EMPTY_INCIDENT_FIELDS,
  IncidentFields,
  IncidentFieldsSchema,
} from '../../../components/incident-fields.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useCreateIncident } from '../api/create-incident.ts';
import { useActiveMissions } from '../api/get-active-missions.ts';

const IncidentNewFormSchema = IncidentFieldsSchema.extend({
  missionId: IncidentCreateSchema.shape.missionId,
});
type IncidentNewForm = z.input<typeof IncidentNewFormSchema>;

const LIST_PATH = '/admin/incidents';

/** /admin/incidents/new: an incident on an active mission, reported under the signed-in user's agent record. */
export function IncidentNewRoute() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const missions = useActiveMissions();
  const form = useForm<IncidentNewForm, unknown, z.output<typeof IncidentNewFormSchema>>({
    resolver: zodResolver(IncidentNewFormSchema),
    defaultValues: { ...EMPTY_INCIDENT_FIELDS, missionId: '' },
  });
  const create = useCreateIncident({
    onSuccess: () => {
      toast.success(MSG.incidentReported);
      void navigate(LIST_PATH);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.incidentReportError)),
  });
  const noMission = missions.isSuccess && missions.data.length === 0;

  const submit = form.handleSubmit((values) =>
    create.mutate({ ...values, ...(user?.agent ? { reporterId: user.agent.id } : {}) }),
  );

  return (
    <>
      <Link
        to={LIST_PATH}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG.uiBack}
      </Link>
      <PageHeader title={MSG.titleNewIncident} />
      <Card className="max-w-3xl">
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="space-y-5">
            <Select
              label={MSG.incidentFieldMission}
              required
              disabled={!missions.isSuccess || noMission}
              hint={noMission ? MSG.incidentNoActiveMission : undefined}
              error={
                form.formState.errors.missionId?.message ??
                (missions.isError ? errorMessage(missions.error, MSG.networkError) : undefined)
              }
              {...form.register('missionId')}
            >
              <option value="">{MSG.incidentMissionPlaceholder}</option>
              {missions.data?.map((mission) => (
                <option key={mission.id} value={mission.id}>
                  {mission.title}
                </option>
              ))}
            </Select>
            <IncidentFields />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to={LIST_PATH} className={buttonClasses({ variant: 'secondary' })}>
                {MSG.uiCancel}
              </Link>
              <Button type="submit" variant="danger" isLoading={create.isPending} disabled={noMission}>
                {MSG.incidentSubmit}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>
    </>
  );
}
