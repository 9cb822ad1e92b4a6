import { describe, expect, it } from 'vitest';
import { counted } from './cli.ts';

describe('counted', () => {
  it('writes 0 and 1 in the singular and 2 or more in the plural, as French does', () => {
    expect(counted(0, 'fichier déposé', 'fichiers déposés')).toBe('0 fichier déposé');
    expect(counted(1, 'fichier déposé', 'fichiers déposés')).toBe('1 fichier déposé');
    expect(counted(2, 'fichier déposé', 'fichiers déposés')).toBe('2 fichiers déposés');
    expect(counted(12, 'migration', 'migrations')).toBe('12 migrations');
  });
});
