import { zodResolver } from '@hookform/resolvers/zod';
import * as MSG from '@secops/domain/messages';
import type { MissionCreate } from '@secops/domain/missions.schemas';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateMission, type PlannedAssignment } from '../api/create-mission.ts';
import { useAgentOptions } from '../api/get-agent-options.ts';
import { AddressLookupFields, CREATION_LOOKUP_TEXTS } from '../components/address-lookup-fields.tsx';
import { AgentPicker, agentName } from '../components/agent-picker.tsx';
import { ChecklistPreview } from '../components/checklist-preview.tsx';
import { MissionBriefingFields } from '../components/mission-briefing-fields.tsx';
import {
  EMPTY_MISSION_FORM,
  MissionCreateFormSchema,
  type MissionFormValues,
} from '../components/mission-form.schema.ts';
import { MissionGeneralFields } from '../components/mission-general-fields.tsx';
import { useChecklistPreview } from '../hooks/use-checklist-preview.ts';

const LIST_PATH = '/admin/missions';

/** /admin/missions/new: the mission, its place, its agents with their roles, and the check-list they will get. */
export function MissionNewRoute() {
  const navigate = useNavigate();
  const form = useForm<MissionFormValues, unknown, MissionCreate>({
    resolver: zodResolver(MissionCreateFormSchema),
    defaultValues: EMPTY_MISSION_FORM,
  });
  const agents = useAgentOptions();
  const [assignments, setAssignments] = useState<PlannedAssignment[]>([]);
  const chosenAgents = useMemo(
    () => (agents.data ?? []).filter((agent) => assignments.some((a) => a.agentId === agent.id)),
    [agents.data, assignments],
  );
  const checklist = useChecklistPreview(chosenAgents);
  const nameOf = (agentId: string) => {
    const agent = chosenAgents.find((candidate) => candidate.id === agentId);
    return agent ? agentName(agent) : agentId;
  };

  const create = useCreateMission({
    onSuccess: ({ mission, followUpError }) => {
      if (followUpError) toast.error(errorMessage(followUpError, MSG.missionCreateError));
      else toast.success(MSG.missionCreated);
      void navigate(`/admin/missions/${mission.id}`);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.missionCreateError)),
  });

  const submit = form.handleSubmit((mission) =>
    create.mutate({ mission, checklist: checklist.items, assignments }),
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
      <PageHeader title={MSG.titleNewMission} />
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <Card title={MSG.missionFormSectionGeneral}>
              <MissionGeneralFields />
            </Card>
            <Card title={MSG.missionFormSectionPlace}>
              <AddressLookupFields texts={CREATION_LOOKUP_TEXTS} />
            </Card>
            <Card title={MSG.missionFormSectionBriefing}>
              <MissionBriefingFields />
            </Card>
          </div>
          <div className="space-y-6">
            <Card title={MSG.missionFormSectionAgents} description={MSG.missionFormAgentsHint}>
              {agents.isPending ? (
                <LoadingState className="py-8" />
              ) : agents.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(agents.error, MSG.networkError)}
                </p>
              ) : (
                <AgentPicker agents={agents.data} value={assignments} onChange={setAssignments} />
              )}
            </Card>
            <ChecklistPreview
              items={checklist.items}
              agentCount={chosenAgents.length}
              nameOf={nameOf}
              isLoading={checklist.isLoading}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end xl:col-span-2">
            <Link to={LIST_PATH} className={buttonClasses({ variant: 'secondary' })}>
              {MSG.uiCancel}
            </Link>
            <Button type="submit" isLoading={create.isPending}>
              {MSG.missionFormSubmit}
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}
