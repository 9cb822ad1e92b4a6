import type { AgentDetail } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { formatDuration } from '@secops/domain/working-time';
import { Briefcase, Cake, Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { specialtyName, useSpecialties } from '../../../lib/specialty-catalogue.ts';

/** Contact details, specialties and the number of missions the agent is assigned to. */
export function AgentDetailsCard({ agent }: { agent: AgentDetail }) {
  const specialties = useSpecialties();
  return (
    <div className="min-w-0 space-y-6">
      <Card title={MSG.agentContact}>
        <dl className="space-y-3 text-sm">
          <Row icon={Mail} label={MSG.emailLabel} value={agent.email} />
          <Row icon={Phone} label={MSG.agentFieldPhone} value={agent.phone} />
          <Row
            icon={Cake}
            label={MSG.agentFieldDateOfBirth}
            value={agent.dateOfBirth && formatDate(`${agent.dateOfBirth}T12:00:00Z`)}
          />
          <Row icon={MapPin} label={MSG.agentFieldAddress} value={agent.address} />
          <Row
            icon={Clock}
            label={MSG.agentFieldWeeklyHours}
            value={agent.weeklyContractHours ? formatDuration(agent.weeklyContractHours * 3_600_000) : null}
          />
          <Row icon={Briefcase} label={MSG.agentAssignedMissions} value={String(agent._count.assignments)} />
        </dl>
      </Card>
      <Card title={MSG.agentFieldSpecialties}>
        {agent.specialties.length === 0 ? (
          <p className="text-sm text-slate-500">{MSG.agentNoSpecialty}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {agent.specialties.map((code) => (
              <li
                key={code}
                className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800 ring-1 ring-blue-600/20 ring-inset"
              >
                {specialtyName(specialties.data, code)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Row({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string | null }) {
  // A dl may only hold dt and dd (or divs of them): the icon goes inside the term.
  return (
    <div className="sm:flex sm:gap-3">
      <dt className="flex items-start gap-3 text-slate-500 sm:w-43 sm:shrink-0">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        {label}
      </dt>
      <dd
        className={
          value
            ? 'min-w-0 pl-7 text-slate-900 [overflow-wrap:anywhere] sm:pl-0'
            : 'pl-7 text-slate-500 sm:pl-0'
        }
      >
        {value || MSG.uiNone}
      </dd>
    </div>
  );
}
