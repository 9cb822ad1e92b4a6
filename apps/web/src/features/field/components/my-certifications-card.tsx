import type { Certification } from '@secops/domain/agents.schemas';
import {
  CERTIFICATION_STATE_LABELS,
  certificationState,
  type CertificationState,
} from '@secops/domain/certifications';
import * as MSG from '@secops/domain/messages';
import { Award } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate } from '../../../lib/format.ts';

const TONES: Record<CertificationState, BadgeTone> = { expired: 'red', expiring: 'yellow', valid: 'green' };

/** Each certification's type, number and validity, badged 'EXPIRÉE' (red) or 'Expire bientôt' (yellow, 90 days). */
export function MyCertificationsCard({ certifications }: { certifications: readonly Certification[] }) {
  return (
    <Card title={MSG.agentCertifications}>
      {certifications.length === 0 ? (
        <EmptyState icon={Award} title={MSG.agentNoCertification} className="py-4" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {certifications.map((certification) => {
            const state = certificationState(certification.validTo);
            return (
              <li key={certification.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 flex-1 text-base">
                  <p className="font-semibold text-slate-900">{certification.type}</p>
                  {certification.number && (
                    <p className="text-slate-700 [overflow-wrap:anywhere]">
                      {formatMessage(MSG.certificationNumberValue, { number: certification.number })}
                    </p>
                  )}
                  <p className="text-slate-700">
                    {formatMessage(MSG.fieldCertificationValidTo, {
                      date: formatDate(certification.validTo),
                    })}
                  </p>
                </div>
                <Badge tone={TONES[state]} className="text-sm">
                  {CERTIFICATION_STATE_LABELS[state]}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
