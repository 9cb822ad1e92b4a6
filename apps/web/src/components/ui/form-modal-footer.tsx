import * as MSG from '@secops/domain/messages';
import { Button, type ButtonVariant } from './button.tsx';

type FormModalFooterProps = {
  /** The id of the form in the modal's body: the submit button sits outside it, in the footer. */
  formId: string;
  submitLabel: string;
  onCancel: () => void;
  isPending: boolean;
  /** The submit button stays off until the form can be sent (an agent chosen, six digits typed). */
  disabled?: boolean;
  /** Annuler stays off while the call runs too (2FA: the page reloads once the call has succeeded). */
  lockCancel?: boolean;
  variant?: ButtonVariant;
};

/** The footer of a modal holding a form: Annuler, then the submit button, which spins while the call runs. */
export function FormModalFooter({
  formId,
  submitLabel,
  onCancel,
  isPending,
  disabled = false,
  lockCancel = false,
  variant = 'primary',
}: FormModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={lockCancel && isPending}>
        {MSG.uiCancel}
      </Button>
      <Button type="submit" form={formId} variant={variant} disabled={disabled} isLoading={isPending}>
        {submitLabel}
      </Button>
    </>
  );
}
