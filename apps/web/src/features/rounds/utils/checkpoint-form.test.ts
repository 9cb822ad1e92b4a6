import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkpointBody, checkpointFormValues } from './checkpoint-form.ts';

describe('the checkpoint form', () => {
  it('sends the position clicked, to the nearest 10 cm, and blank instructions as none', () => {
    const result = checkpointBody({
      name: ' Porte parking -2 ',
      instructions: '  ',
      kind: 'NFC',
      position: { lat: 48.862512345678, lng: 2.336398765432 },
    });
    expect(result).toEqual({
      ok: true,
      body: { name: 'Porte parking -2', instructions: null, kind: 'NFC', lat: 48.862512, lng: 2.336399 },
    });
  });

  it('clears the position with nulls, so that a PATCH clears it too', () => {
    const result = checkpointBody({ ...checkpointFormValues(), name: 'Local poubelles' });
    expect(result.ok && result.body).toMatchObject({ lat: null, lng: null, kind: 'QR' });
  });

  it('asks for a name', () => {
    expect(checkpointBody(checkpointFormValues())).toEqual({
      ok: false,
      errors: { name: MSG.checkpointNameRequired },
    });
  });
});
