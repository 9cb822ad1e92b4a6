import type { Agent } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { ChevronRight, IdCard, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CallButtons } from '../../../components/call-buttons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { agentName, certificationPreview } from '../utils/agent-display.ts';
import { AgentAvatar } from './agent-avatar.tsx';
import { AgentStatusBadge } from './agent-status-badge.tsx';
import { CertificationTypeBadge } from './certification-badge.tsx';

/** One agent of the grid: status, photo, name, matricule, contact, first certifications, calls, profile link. */
export function AgentCard({ agent }: { agent: Agent }) {
  const name = agentName(agent);
  const profile = `/admin/agents/${agent.id}`;
  const { shown, hidden } = certificationPreview(agent.certifications);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <AgentAvatar agent={agent} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
              <Link to={profile} className="hover:text-blue-700 hover:underline">
                {name}
              </Link>
            </h2>
            <AgentStatusBadge active={agent.isActive} />
          </div>
          <dl className="mt-2 space-y-1 text-sm text-slate-600">
            <Line icon={<IdCard aria-hidden="true" className="size-4" />} label={MSG.agentFieldMatricule}>
              {agent.matricule}
            </Line>
            <Line icon={<Mail aria-hidden="true" className="size-4" />} label={MSG.emailLabel}>
              {agent.email ?? MSG.uiNone}
            </Line>
            <Line icon={<Phone aria-hidden="true" className="size-4" />} label={MSG.agentFieldPhone}>
              {agent.phone ?? MSG.uiNone}
            </Line>
          </dl>
        </div>
      </div>
      {agent.certifications.length > 0 && (
        <ul aria-label={MSG.agentCertifications} className="mt-4 flex flex-wrap gap-1.5">
          {shown.map((certification) => (
            <li key={certification.id}>
              <CertificationTypeBadge type={certification.type} validTo={certification.validTo} />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Badge>
                <span aria-hidden="true">{formatMessage(MSG.agentMoreCertifications, { n: hidden })}</span>
                <span className="sr-only">
                  {formatMessage(MSG.agentMoreCertificationsLabel, { n: hidden })}
                </span>
              </Badge>
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        {agent.userId ? <CallButtons peer={{ userId: agent.userId, name, photo: agent.photo }} /> : <span />}
        <Link
          to={profile}
          aria-label={formatMessage(MSG.agentViewProfileOf, { name })}
          className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
        >
          {MSG.agentViewProfile}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="shrink-0 text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate" title={children}>
        {children}
      </dd>
    </div>
  );
}
