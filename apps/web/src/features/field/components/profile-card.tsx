import type { AgentDetail } from '@secops/domain/agents.schemas';
import { GRADE_LABELS } from '@secops/domain/grades';
import * as MSG from '@secops/domain/messages';
import { specialtyLabel } from '@secops/domain/specialties';
import { Mail, Phone } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InfoLine } from './info-line.tsx';

/** The agent's identity (photo, name, matricule, grade, 'Actif'), contact and specialties. */
export function ProfileCard({ agent }: { agent: AgentDetail }) {
  const name = `${agent.firstName} ${agent.lastName}`;
  return (
    <Card>
      <div className="flex items-center gap-4">
        <Avatar name={name} photo={agent.photo} size="lg" className="size-20 text-2xl" />
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">{name}</h2>
          <p className="text-base text-slate-700">
            {MSG.agentFieldMatricule} : <span className="font-semibold">{agent.matricule}</span>
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <span className="text-base text-slate-800">
              <span className="sr-only">{MSG.agentFieldGrade} : </span>
              {agent.grade ? GRADE_LABELS[agent.grade] : MSG.agentGradeNone}
            </span>
            {agent.isActive && <Badge tone="green">{MSG.agentActive}</Badge>}
          </div>
        </div>
      </div>
      <dl className="mt-5 space-y-2.5 border-t border-slate-100 pt-4 text-base text-slate-800">
        <InfoLine icon={Mail} label={MSG.settingsEmail}>
          {agent.email ?? MSG.fieldNotProvided}
        </InfoLine>
        <InfoLine icon={Phone} label={MSG.agentFieldPhone}>
          {agent.phone ? (
            <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`} className="text-blue-700 underline">
              {agent.phone}
            </a>
          ) : (
            MSG.fieldNotProvided
          )}
        </InfoLine>
      </dl>
      <h3 className="mt-5 text-base font-semibold text-slate-900">{MSG.agentFieldSpecialties}</h3>
      {agent.specialties.length === 0 ? (
        <p className="mt-1 text-base text-slate-600">{MSG.agentNoSpecialty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {agent.specialties.map((code) => (
            <li key={code}>
              <Badge tone="blue" className="px-3 py-1 text-sm">
                {specialtyLabel(code)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
