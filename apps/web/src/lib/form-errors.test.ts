import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from './api-error.ts';
import { showServerErrors } from './form-errors.ts';

type Form = { email: string; matricule: string };
const fields = ['email', 'matricule'] as const;

describe('server errors on a form', () => {
  it('puts a refusal known by its code under its field', () => {
    const setError = vi.fn();
    const conflict = new ApiError(409, 'MATRICULE_TAKEN', 'Ce matricule est déjà utilisé');
    expect(
      showServerErrors<Form>(conflict, setError, { fields, codes: { MATRICULE_TAKEN: 'matricule' } }),
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'matricule',
      { type: 'server', message: 'Ce matricule est déjà utilisé' },
      { shouldFocus: true },
    );
  });

  it('puts each validation issue under the field it names', () => {
    const setError = vi.fn();
    const invalid = new ApiError(400, 'VALIDATION', 'Adresse email invalide', [
      { path: 'body.email', message: 'Adresse email invalide' },
      { path: 'body.unknown', message: 'Champ non autorisé' },
    ]);
    expect(showServerErrors<Form>(invalid, setError, { fields })).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError.mock.calls[0]?.[0]).toBe('email');
  });

  it('leaves other failures to the caller', () => {
    const setError = vi.fn();
    expect(showServerErrors<Form>(networkError(), setError, { fields })).toBe(false);
    expect(showServerErrors<Form>(new ApiError(500, 'INTERNAL', 'Erreur'), setError, { fields })).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
