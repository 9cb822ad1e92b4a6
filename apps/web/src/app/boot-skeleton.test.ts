import { readFileSync } from 'node:fs';
import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('the skeleton of index.html', () => {
  it('says the app is loading, in the words of the catalogue, before any script runs', () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    expect(root).toContain(`role="status">${MSG.loading}</p>`);
  });

  it('is styled by the page itself, not by a style sheet still on its way', () => {
    expect(html).toMatch(/<style>[^<]*\.boot-card\s*\{/);
  });
});
