import type { Client } from '@secops/domain/clients.schemas';
import * as MSG from '@secops/domain/messages';
import { Briefcase, FileText, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

/** A client: name (a link to its page), SIRET, contact, phone, e-mail, address and how many missions it has. */
export function ClientCard({ client }: { client: Client }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Link
            to={`/admin/clients/${client.id}`}
            className="text-slate-900 hover:text-blue-700 hover:underline"
          >
            {client.name}
          </Link>
        </h2>
        <Badge tone="blue">
          <Briefcase aria-hidden="true" className="size-3.5" />
          {formatMessage(MSG.clientMissionCount, { n: client._count.missions })}
        </Badge>
      </div>
      <dl className="mt-4 space-y-2 text-sm text-slate-600">
        <Line icon={FileText} label={MSG.clientFieldSiret}>
          {client.siret && <span className="tabular-nums">{client.siret}</span>}
        </Line>
        <Line icon={UserRound} label={MSG.clientFieldContact}>
          {client.contact}
        </Line>
        <Line icon={Phone} label={MSG.clientFieldPhone}>
          {client.phone && (
            <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="text-blue-700 hover:underline">
              {client.phone}
            </a>
          )}
        </Line>
        <Line icon={Mail} label={MSG.clientFieldEmail}>
          {client.email && (
            <a href={`mailto:${client.email}`} className="break-all text-blue-700 hover:underline">
              {client.email}
            </a>
          )}
        </Line>
        <Line icon={MapPin} label={MSG.clientFieldAddress}>
          {client.address}
        </Line>
      </dl>
    </article>
  );
}

function Line({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0 pt-0.5">
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children || <span className="text-slate-500 italic">{MSG.uiNone}</span>}</dd>
    </div>
  );
}
