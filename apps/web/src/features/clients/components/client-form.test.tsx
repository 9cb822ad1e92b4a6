// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientForm } from './client-form.tsx';

function setup() {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <ClientForm onSubmit={onSubmit} isPending={false} cancelTo="/admin/clients" />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('client form', () => {
  afterEach(cleanup);

  it('takes a SIRET typed with spaces between its groups and sends its 14 digits', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(new RegExp(`^${MSG.clientFieldName}`)), 'Groupe Hôtelier Vendôme');
    const siret = screen.getByLabelText<HTMLInputElement>(new RegExp(`^${MSG.clientFieldSiret}`));
    await user.type(siret, '732 829 320 00074');
    expect(siret.value).toBe('732 829 320 00074');
    await user.click(screen.getByRole('button', { name: MSG.clientSubmit }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ siret: '73282932000074' });
    expect(screen.queryByText(MSG.siretInvalid)).toBeNull();
  });
});
