import type { SessionUser } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import type { TwoFactorSetup } from '@secops/domain/users.schemas';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useGenerateTwoFactor } from '../api/two-factor.ts';
import { PasswordModal } from './password-modal.tsx';
import { SettingRow } from './setting-row.tsx';
import { DisableTwoFactorModal, EnableTwoFactorModal } from './two-factor-modals.tsx';

type Dialog = { kind: 'password' } | { kind: 'enable'; setup: TwoFactorSetup } | { kind: 'disable' } | null;

/** Password change and two-factor authentication (generate, enable with a code, disable with a code). */
export function SecurityCard({ user }: { user: SessionUser }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const generate = useGenerateTwoFactor(user.id, {
    onSuccess: (setup) => setDialog({ kind: 'enable', setup }),
    onError: (error) => toast.error(errorMessage(error, MSG.twoFactorGenerateError)),
  });
  const onSwitched = (twoFAEnabled: boolean) => useAuthStore.getState().setUser({ ...user, twoFAEnabled });

  return (
    <Card title={MSG.settingsSecurity}>
      <div className="divide-y divide-slate-100">
        <SettingRow label={MSG.settingsPassword} hint={MSG.settingsPasswordHint}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'password' })}
            icon={<KeyRound aria-hidden="true" />}
          >
            {MSG.settingsPasswordChange}
          </Button>
        </SettingRow>
        <SettingRow
          label={MSG.settingsTwoFactor}
          hint={MSG.settingsTwoFactorHelp}
          badge={
            <Badge tone={user.twoFAEnabled ? 'green' : 'neutral'}>
              {user.twoFAEnabled ? MSG.settingsTwoFactorOn : MSG.settingsTwoFactorOff}
            </Badge>
          }
        >
          {user.twoFAEnabled ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDialog({ kind: 'disable' })}
              icon={<ShieldOff aria-hidden="true" />}
            >
              {MSG.settingsTwoFactorDisable}
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => generate.mutate()}
              isLoading={generate.isPending}
              icon={<ShieldCheck aria-hidden="true" />}
            >
              {MSG.settingsTwoFactorEnable}
            </Button>
          )}
        </SettingRow>
      </div>
      {dialog?.kind === 'password' && <PasswordModal userId={user.id} onClose={close} />}
      {dialog?.kind === 'enable' && (
        <EnableTwoFactorModal userId={user.id} setup={dialog.setup} onClose={close} onSwitched={onSwitched} />
      )}
      {dialog?.kind === 'disable' && (
        <DisableTwoFactorModal userId={user.id} onClose={close} onSwitched={onSwitched} />
      )}
    </Card>
  );
}
