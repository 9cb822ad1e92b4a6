import type { SessionUser } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import type { ComponentType } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSessionUser } from '../../auth/index.ts';

/** The account's cards, given by the router: profile, then password and two-factor authentication. */
export type AccountCards = {
  profile: ComponentType<{ user: SessionUser }>;
  security: ComponentType<{ user: SessionUser }>;
};

/** /client/compte "Mon compte": the client's own profile, password and 2FA, as staff have them in Paramètres. */
export function ClientAccountRoute({
  cards: { profile: Profile, security: Security },
}: {
  cards: AccountCards;
}) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={MSG.portalAccountTitle} description={MSG.portalAccountDescription} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Profile user={user} />
        <Security user={user} />
      </div>
    </>
  );
}
