import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DeviceToken } from '@secops/domain/gps-tracker';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { GPS_TEXTS } from '../texts.ts';

type Props = {
  tokens: readonly DeviceToken[];
  onRevoke: (id: string) => void;
  /** The token being revoked, whose button spins. */
  revoking: string | null;
};

/** Active tracker tokens, oldest first: when made, when last used, and a 'Révoquer' button each. */
export function DeviceTokenList({ tokens, onRevoke, revoking }: Props) {
  if (tokens.length === 0) return <p className="text-sm text-slate-600">{GPS_TEXTS.noToken}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {tokens.map((token) => {
        const created = formatDateTime(token.createdAt);
        return (
          <li key={token.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">
                {formatMessage(GPS_TEXTS.tokenCreatedAt, { date: created })}
              </p>
              <p className="text-slate-600">
                {token.lastUsedAt
                  ? formatMessage(GPS_TEXTS.lastUsed, { date: formatDateTime(token.lastUsedAt) })
                  : GPS_TEXTS.neverUsed}
              </p>
            </div>
            <Button
              variant="dangerGhost"
              size="sm"
              aria-label={formatMessage(GPS_TEXTS.revokeLabel, { date: created })}
              isLoading={revoking === token.id}
              onClick={() => onRevoke(token.id)}
            >
              {GPS_TEXTS.revoke}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The token list as its query stands: loading, the French error, or the list with the revoke mutation's state. */
export function DeviceTokensState({
  tokens,
  revoke,
}: {
  tokens: UseQueryResult<readonly DeviceToken[]>;
  revoke: UseMutationResult<unknown, Error, string>;
}) {
  if (tokens.isPending) return <LoadingState className="py-4" />;
  if (tokens.isError) return <p className="text-sm text-red-700">{GPS_TEXTS.loadError}</p>;
  return (
    <DeviceTokenList
      tokens={tokens.data}
      onRevoke={(id) => revoke.mutate(id)}
      revoking={revoke.isPending ? (revoke.variables ?? null) : null}
    />
  );
}
