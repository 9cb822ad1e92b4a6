import { TotpCodeSchema } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import type { TwoFactorSetup } from '@secops/domain/users.schemas';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useSwitchTwoFactor } from '../api/two-factor.ts';
import { groupSecret } from '../utils/group-secret.ts';
import { CodeField } from './code-field.tsx';

/** After 2FA is switched on or off the page reloads, once the confirmation has been seen. */
const RELOAD_DELAY_MS = 1500;

/** Refusals about the current password rather than the code. */
const PASSWORD_CODES = new Set(['WRONG_PASSWORD', 'CURRENT_PASSWORD_REQUIRED']);

type TwoFactorModalProps = { userId: string; onClose: () => void; onSwitched: (enabled: boolean) => void };

/** The current password and a 6-digit code; a wrong password shows under its field, anything else under the code. */
function useSwitchForm(
  userId: string,
  action: 'enable' | 'disable',
  onSwitched: TwoFactorModalProps['onSwitched'],
) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const mutation = useSwitchTwoFactor(userId, action, {
    onSuccess: () => {
      toast.success(action === 'enable' ? MSG.twoFactorEnabled : MSG.twoFactorDisabled);
      onSwitched(action === 'enable');
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (failure: Error) => {
      const message = errorMessage(failure, MSG.invalidTwoFactorCode);
      const aboutPassword = failure instanceof ApiError && PASSWORD_CODES.has(failure.code);
      (aboutPassword ? setPasswordError : setError)(message);
      toast.error(message);
    },
  });
  const complete = TotpCodeSchema.safeParse(code).success && password !== '';
  return {
    code,
    error,
    complete,
    isPending: mutation.isPending || mutation.isSuccess,
    change: (next: string) => {
      setCode(next);
      setError(undefined);
    },
    passwordField: {
      label: MSG.settingsCurrentPassword,
      type: 'password',
      autoComplete: 'current-password',
      required: true,
      'data-autofocus': true,
      value: password,
      error: passwordError,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setPassword(event.target.value);
        setPasswordError(undefined);
      },
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (complete) mutation.mutate({ token: code, currentPassword: password });
    },
  };
}

/** Step two of enabling 2FA: scan the QR code (or type the secret), then confirm with a first 6-digit code. */
export function EnableTwoFactorModal({ setup, ...props }: TwoFactorModalProps & { setup: TwoFactorSetup }) {
  const form = useSwitchForm(props.userId, 'enable', props.onSwitched);
  return (
    <Modal
      open
      onClose={props.onClose}
      title={MSG.settingsTwoFactorEnable}
      description={MSG.settingsTwoFactorScan}
      footer={
        <FormModalFooter
          formId="enable-2fa"
          submitLabel={MSG.settingsTwoFactorActivate}
          onCancel={props.onClose}
          isPending={form.isPending}
          disabled={!form.complete}
          lockCancel
        />
      }
    >
      <form id="enable-2fa" noValidate onSubmit={form.submit} className="space-y-4">
        <img
          src={setup.qrCode}
          alt={MSG.settingsTwoFactorQrAlt}
          width={200}
          height={200}
          className="mx-auto size-48 rounded-lg border border-slate-200 bg-white p-2 sm:size-52"
        />
        <Input
          label={MSG.settingsTwoFactorSecret}
          value={groupSecret(setup.secret)}
          readOnly
          onFocus={(event) => event.target.select()}
          inputClassName="font-mono text-sm break-all"
        />
        <Input {...form.passwordField} />
        <CodeField value={form.code} onChange={form.change} error={form.error} />
      </form>
    </Modal>
  );
}

/** Disabling 2FA asks for the current password and a current 6-digit code. */
export function DisableTwoFactorModal(props: TwoFactorModalProps) {
  const form = useSwitchForm(props.userId, 'disable', props.onSwitched);
  return (
    <Modal
      open
      onClose={props.onClose}
      title={MSG.settingsTwoFactorDisable}
      description={MSG.settingsTwoFactorDisablePrompt}
      size="sm"
      footer={
        <FormModalFooter
          formId="disable-2fa"
          submitLabel={MSG.settingsTwoFactorDeactivate}
          onCancel={props.onClose}
          isPending={form.isPending}
          disabled={!form.complete}
          lockCancel
        />
      }
    >
      <form id="disable-2fa" noValidate onSubmit={form.submit} className="space-y-4">
        <Input {...form.passwordField} />
        <CodeField value={form.code} onChange={form.change} error={form.error} />
      </form>
    </Modal>
  );
}
