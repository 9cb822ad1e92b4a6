import type { Certification } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Award, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteCertification } from '../api/certifications.ts';
import { CertificationValidityBadge } from './certification-badge.tsx';
import { CertificationModal } from './certification-modal.tsx';

type CertificationsCardProps = { agentId: string; certifications: Certification[]; editable: boolean };

/** Type, expiry date and number of each certification, coloured by validity; add, edit and remove. */
export function CertificationsCard({ agentId, certifications, editable }: CertificationsCardProps) {
  const [editing, setEditing] = useState<Certification | 'new' | null>(null);
  const [removing, setRemoving] = useState<Certification | null>(null);
  const remove = useDeleteCertification(agentId, {
    onSuccess: () => toast.success(MSG.certificationRemoved),
    onError: (error) => toast.error(errorMessage(error, MSG.agentDeleteError)),
    onSettled: () => setRemoving(null),
  });

  return (
    <Card
      className="min-w-0"
      title={MSG.agentCertifications}
      actions={
        editable && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing('new')}
            icon={<Plus aria-hidden="true" />}
          >
            {MSG.certificationAdd}
          </Button>
        )
      }
    >
      {certifications.length === 0 ? (
        <EmptyState icon={Award} title={MSG.agentNoCertification} className="py-6" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {certifications.map((certification) => (
            <li
              key={certification.id}
              className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{certification.type}</p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {formatMessage(MSG.certificationExpiresOn, { date: formatDate(certification.expiresAt) })}
                  {certification.number && (
                    <> · {formatMessage(MSG.certificationNumberValue, { number: certification.number })}</>
                  )}
                </p>
              </div>
              <CertificationValidityBadge validTo={certification.validTo} />
              {editable && (
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(certification)}
                    aria-label={formatMessage(MSG.certificationEdit, { type: certification.type })}
                    icon={<Pencil aria-hidden="true" />}
                  />
                  <Button
                    size="sm"
                    variant="dangerGhost"
                    onClick={() => setRemoving(certification)}
                    aria-label={formatMessage(MSG.certificationDelete, { type: certification.type })}
                    icon={<Trash2 aria-hidden="true" />}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <CertificationModal
          agentId={agentId}
          certification={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={MSG.certificationDeleteTitle}
        message={formatMessage(MSG.certificationDeleteConfirm, { type: removing?.type ?? '' })}
        confirmLabel={MSG.agentDelete}
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
