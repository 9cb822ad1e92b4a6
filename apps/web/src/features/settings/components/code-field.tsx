import { TOTP_CODE_LENGTH } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { Input } from '../../../components/ui/field.tsx';

type CodeFieldProps = {
  value: string;
  onChange: (code: string) => void;
  error?: string;
};

/** A 6-digit code from the authenticator app: digits only, at most 6. */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  return (
    <Input
      label={MSG.settingsTwoFactorCode}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${TOTP_CODE_LENGTH}}`}
      maxLength={TOTP_CODE_LENGTH}
      required
      error={error}
      inputClassName="text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
    />
  );
}
