import { TotpCodeSchema } from '@secops/domain/auth';
import { TOTP_CODE_LENGTH } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

type TwoFactorFormProps = { onSubmit: (code: string) => void; onBack: () => void; isPending: boolean };

/** The second sign-in step: a 6-digit code; the button stays disabled until exactly 6 digits are typed. */
export function TwoFactorForm({ onSubmit, onBack, isPending }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const complete = TotpCodeSchema.safeParse(code).success;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) onSubmit(code);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Input
        label={MSG.twoFactorCodeLabel}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${TOTP_CODE_LENGTH}}`}
        maxLength={TOTP_CODE_LENGTH}
        required
        autoFocus
        inputClassName="text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
      />
      <Button type="submit" size="lg" fullWidth disabled={!complete} isLoading={isPending}>
        {MSG.twoFactorSubmit}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG.backToLogin}
      </button>
    </form>
  );
}
