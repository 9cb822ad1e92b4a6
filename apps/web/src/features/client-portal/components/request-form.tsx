import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_REQUEST_TEXT_MAX,
  ClientRequestCreateSchema,
  type ClientRequestCreate,
} from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useCreateClientRequest } from '../api/create-request.ts';

type RequestInput = z.input<typeof ClientRequestCreateSchema>;
const EMPTY: RequestInput = { text: '' };

/**
 * "Demande du client": a request or remark on the mission, sent to the security team (main courante and dispatch).
 * An archived mission takes none.
 */
export function RequestForm({ missionId, archived }: { missionId: string; archived: boolean }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<RequestInput, unknown, ClientRequestCreate>({
    resolver: zodResolver(ClientRequestCreateSchema),
    defaultValues: EMPTY,
  });
  const length = useWatch({ control, name: 'text' })?.length ?? 0;
  const send = useCreateClientRequest(missionId, {
    onSuccess: () => {
      toast.success(MSG.portalRequestSent);
      reset(EMPTY);
    },
    onError: (error) => {
      if (!showServerErrors(error, setError, { fields: ['text'] }))
        toast.error(errorMessage(error, MSG.portalRequestError));
    },
  });

  return (
    <Card
      title={MSG.portalRequestTitle}
      description={MSG.portalRequestDescription}
      aria-label={MSG.portalRequestTitle}
    >
      {archived ? (
        <p className="text-sm text-slate-600">{MSG.clientRequestMissionArchived}</p>
      ) : (
        <form noValidate onSubmit={handleSubmit((body) => send.mutate(body))} className="space-y-3">
          <Textarea
            label={MSG.portalRequestLabel}
            rows={4}
            required
            maxLength={CLIENT_REQUEST_TEXT_MAX}
            error={errors.text?.message}
            hint={formatMessage(MSG.portalRequestLength, { n: length, max: CLIENT_REQUEST_TEXT_MAX })}
            {...register('text')}
          />
          <div className="flex justify-end">
            <Button type="submit" isLoading={send.isPending} icon={<Send aria-hidden="true" />}>
              {MSG.portalRequestSend}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
