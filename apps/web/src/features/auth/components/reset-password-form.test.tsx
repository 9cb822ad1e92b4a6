// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './reset-password-form.tsx';

function setup() {
  const onSubmit = vi.fn();
  render(<ResetPasswordForm onSubmit={onSubmit} isPending={false} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    password: screen.getByLabelText(/^Nouveau mot de passe/),
    confirmation: screen.getByLabelText(/^Confirmer le mot de passe/),
    submit: screen.getByRole<HTMLButtonElement>('button', { name: MSG.resetPasswordSubmit }),
  };
}

describe('reset password form', () => {
  afterEach(cleanup);

  it('keeps the button disabled while a field is empty', async () => {
    const { user, password, submit } = setup();
    expect(submit.disabled).toBe(true);
    await user.type(password, 'motdepasse-solide');
    expect(submit.disabled).toBe(true);
  });

  it('shows the mismatch while typing, before any submit, and disables the button', async () => {
    const { user, password, confirmation, submit } = setup();
    await user.type(password, 'motdepasse-solide');
    await user.type(confirmation, 'motde');
    expect(screen.getByText(MSG.passwordMismatch)).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);

    await user.type(confirmation, 'passe-solide');
    expect(screen.queryByText(MSG.passwordMismatch)).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('sends the new password once both fields agree', async () => {
    const { user, password, confirmation, submit, onSubmit } = setup();
    await user.type(password, 'motdepasse-solide');
    await user.type(confirmation, 'motdepasse-solide');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('motdepasse-solide');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { user, password, confirmation, submit, onSubmit } = setup();
    await user.type(password, 'court');
    await user.type(confirmation, 'court');
    await user.click(submit);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.passwordTooShort)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
