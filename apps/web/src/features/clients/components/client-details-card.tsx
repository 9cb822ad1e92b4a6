import type { Client } from '@secops/domain/clients.schemas';
import * as MSG from '@secops/domain/messages';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

/** SIRET, contact, e-mail, phone, address, notes and how many missions the client has. */
export function ClientDetailsCard({ client }: { client: Client }) {
  return (
    <Card
      title={MSG.clientDetailsTitle}
      description={formatMessage(MSG.clientMissionCount, { n: client._count.missions })}
    >
      <dl className="space-y-4">
        <Item label={MSG.clientFieldSiret}>
          {client.siret && <span className="tabular-nums">{client.siret}</span>}
        </Item>
        <Item label={MSG.clientFieldContact}>{client.contact}</Item>
        <Item label={MSG.clientFieldEmail}>
          {client.email && (
            <a href={`mailto:${client.email}`} className="break-all text-blue-700 hover:underline">
              {client.email}
            </a>
          )}
        </Item>
        <Item label={MSG.clientFieldPhone}>
          {client.phone && (
            <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="text-blue-700 hover:underline">
              {client.phone}
            </a>
          )}
        </Item>
        <Item label={MSG.clientFieldAddress}>{client.address}</Item>
        <Item label={MSG.clientFieldNotes}>{client.notes}</Item>
      </dl>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">
        {children || <span className="text-slate-500 italic">{MSG.uiNone}</span>}
      </dd>
    </div>
  );
}
