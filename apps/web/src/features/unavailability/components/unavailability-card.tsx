import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import {
  UNAVAILABILITY_REASON_LABELS,
  UNAVAILABILITY_REASONS,
  UNAVAILABILITY_STATUS_LABELS,
  type Unavailability,
  type UnavailabilityReason,
} from '@secops/domain/unavailability';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateTimeInput } from '../../../components/ui/date-inputs.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fromParisInput } from '../../../lib/paris-input.ts';
import { useNow } from '../../../lib/use-now.ts';
import {
  useDecideUnavailability,
  useDeclareUnavailability,
  useRemoveUnavailability,
  useUnavailabilities,
} from '../api/my-unavailabilities.ts';

const period = (u: Pick<Unavailability, 'startAt' | 'endAt'>) =>
  `${formatDateTime(u.startAt)} au ${formatDateTime(u.endAt)}`;

/**
 * Mon Profil's 'Mes indisponibilités': the guard declares a period (leave is asked) and removes one not begun. With
 * `staff`, on the agent's page of the office: 'Indisponibilités', declared for the guard, and asked leave granted
 * ('Accorder') or refused ('Refuser').
 */
export function UnavailabilityCard({ agentId, staff = false }: { agentId: string; staff?: boolean }) {
  const list = useUnavailabilities(agentId);
  const declare = useDeclareUnavailability(agentId);
  const remove = useRemoveUnavailability(agentId);
  const decide = useDecideUnavailability(agentId);
  const [startAt, setStartAt] = useState('');
  const [endAt, setEndAt] = useState('');
  const [reason, setReason] = useState<UnavailabilityReason>('LEAVE');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { startAt: fromParisInput(startAt) ?? '', endAt: fromParisInput(endAt) ?? '', reason };
    declare.mutate(body, {
      onSuccess: (saved) => {
        toast.success(
          saved.status === 'REQUESTED' ? MSG.unavailabilityRequested : MSG.unavailabilityDeclared,
        );
        setStartAt('');
        setEndAt('');
      },
      onError: (error) => toast.error(errorMessage(error, MSG.unavailabilityError)),
    });
  };
  const now = useNow(60_000).getTime();

  return (
    <Card title={staff ? MSG.unavailabilityStaffTitle : MSG.unavailabilityCardTitle}>
      <div className="space-y-4">
        <p className="text-base text-slate-700">
          {staff ? MSG.unavailabilityStaffIntro : MSG.unavailabilityIntro}
        </p>
        <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
          <DateTimeInput
            label={MSG.unavailabilityFieldStart}
            required
            value={startAt}
            onChange={setStartAt}
          />
          <DateTimeInput label={MSG.unavailabilityFieldEnd} required value={endAt} onChange={setEndAt} />
          <Select
            label={MSG.unavailabilityFieldReason}
            value={reason}
            onChange={(e) => setReason(e.target.value as UnavailabilityReason)}
            className="sm:col-span-2"
          >
            {UNAVAILABILITY_REASONS.map((value) => (
              <option key={value} value={value}>
                {UNAVAILABILITY_REASON_LABELS[value]}
              </option>
            ))}
          </Select>
          <Button type="submit" size="lg" className="sm:col-span-2" isLoading={declare.isPending}>
            {MSG.unavailabilityDeclare}
          </Button>
        </form>
        {list.isPending ? (
          <LoadingState className="py-4" />
        ) : list.isError ? (
          <p className="text-sm text-red-700">
            {staff ? MSG.unavailabilityStaffLoadError : MSG.unavailabilityLoadError}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-700">{MSG.unavailabilityNone}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.data.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {item.reason ? UNAVAILABILITY_REASON_LABELS[item.reason] : MSG.unavailabilityAbsent}{' '}
                    <Badge>{UNAVAILABILITY_STATUS_LABELS[item.status]}</Badge>
                  </p>
                  <p className="text-sm text-slate-600">Du {period(item)}</p>
                </div>
                {staff && item.status === 'REQUESTED' && (
                  <span className="flex gap-2">
                    {(['APPROVED', 'REFUSED'] as const).map((status) => (
                      <Button
                        key={status}
                        size="sm"
                        variant={status === 'APPROVED' ? 'primary' : 'secondary'}
                        aria-label={formatMessage(
                          status === 'APPROVED'
                            ? MSG.unavailabilityApproveLabel
                            : MSG.unavailabilityRefuseLabel,
                          { period: period(item) },
                        )}
                        isLoading={
                          decide.isPending &&
                          decide.variables?.id === item.id &&
                          decide.variables.status === status
                        }
                        onClick={() =>
                          decide.mutate(
                            { id: item.id, status },
                            {
                              onSuccess: () =>
                                toast.success(
                                  status === 'APPROVED'
                                    ? MSG.unavailabilityApproved
                                    : MSG.unavailabilityRefusedNotice,
                                ),
                              onError: (error) => toast.error(errorMessage(error, MSG.unavailabilityError)),
                            },
                          )
                        }
                      >
                        {status === 'APPROVED' ? MSG.unavailabilityApprove : MSG.unavailabilityRefuse}
                      </Button>
                    ))}
                  </span>
                )}
                {Date.parse(item.startAt) > now && (
                  <Button
                    variant="dangerGhost"
                    aria-label={formatMessage(MSG.unavailabilityRemoveLabel, { period: period(item) })}
                    isLoading={remove.isPending && remove.variables === item.id}
                    onClick={() =>
                      remove.mutate(item.id, {
                        onSuccess: () => toast.success(MSG.unavailabilityRemoved),
                        onError: (error) => toast.error(errorMessage(error, MSG.unavailabilityError)),
                      })
                    }
                  >
                    {MSG.unavailabilityRemove}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
