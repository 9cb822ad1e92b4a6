import * as MSG from '@secops/domain/messages';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateClient } from '../api/create-client.ts';
import { ClientForm } from '../components/client-form.tsx';

const LIST_PATH = '/admin/clients';

/** /admin/clients/new: the client form; once created, back to the list. */
export function ClientNewRoute() {
  const navigate = useNavigate();
  const create = useCreateClient({
    onSuccess: () => {
      toast.success(MSG.clientCreated);
      void navigate(LIST_PATH);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.clientCreateError)),
  });

  return (
    <>
      <Link
        to={LIST_PATH}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG.uiBack}
      </Link>
      <PageHeader title={MSG.titleNewClient} />
      <Card className="max-w-3xl">
        <ClientForm
          cancelTo={LIST_PATH}
          isPending={create.isPending}
          onSubmit={(client) => create.mutate(client)}
        />
      </Card>
    </>
  );
}
