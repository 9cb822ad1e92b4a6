// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogbookDraft } from '../api/write-entry.ts';
import { LogbookEntryForm } from './logbook-entry-form.tsx';

// The phone's redrawing of a photo needs a real canvas: here the photo is kept as it was picked.
vi.mock('../../missions/utils/resize-photo.ts', () => ({ resizePhoto: async (file: File) => file }));

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, name.length])], name, { type: 'image/jpeg' });

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('the main courante entry form', () => {
  it('sends the photos taken with the entry, then empties for the next one and lets their thumbnails go', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_draft: LogbookDraft) => undefined);
    render(<LogbookEntryForm large isPending={false} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Nouvelle entrée' });
    await user.type(
      within(form).getByRole('textbox', { name: /^Texte/ }),
      'Porte coupe-feu du niveau -2 calée, refermée',
    );
    const taken = [photo('parking.jpg'), photo('porte.jpg')];
    await user.upload(within(form).getByLabelText('Ajouter une photo'), taken);
    expect(await within(form).findByRole('img', { name: 'Photo 2' })).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Inscrire' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'OBSERVATION',
      text: 'Porte coupe-feu du niveau -2 calée, refermée',
      photos: taken,
    });
    await waitFor(() => expect(within(form).queryAllByRole('img')).toHaveLength(0));
    expect(within(form).getByRole('textbox', { name: /^Texte/ })).toHaveProperty('value', '');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-2');
  });

  it('sends an entry without photos as before, and keeps them when the entry could not be written', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_draft: LogbookDraft) => undefined);
    render(<LogbookEntryForm isPending={false} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Nouvelle entrée' });
    await user.type(within(form).getByRole('textbox', { name: /^Texte/ }), 'RAS');
    await user.click(within(form).getByRole('button', { name: 'Inscrire' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('photos');

    onSubmit.mockRejectedValueOnce(new Error('Accès refusé'));
    await user.type(within(form).getByRole('textbox', { name: /^Texte/ }), 'Livraison refusée');
    await user.upload(within(form).getByLabelText('Ajouter une photo'), photo('bon.jpg'));
    await user.click(within(form).getByRole('button', { name: 'Inscrire' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(within(form).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^Texte/ })).toHaveProperty(
      'value',
      'Livraison refusée',
    );
  });

  it('says an entry takes at most 5 photos', () => {
    render(<LogbookEntryForm isPending={false} onSubmit={async () => undefined} />);
    expect(screen.getByRole('form', { name: 'Nouvelle entrée' }).textContent).toContain(
      'Au plus 5 photos par entrée',
    );
  });
});
