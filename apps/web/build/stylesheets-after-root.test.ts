import { describe, expect, it } from 'vitest';
import { moveStylesheetsAfterRoot } from './stylesheets-after-root.ts';

const BUILT = `<!doctype html>
<html lang="fr">
  <head>
    <title>Security Ops Manager</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"><p role="status">Chargement…</p></div>
  </body>
</html>
`;

describe('moveStylesheetsAfterRoot', () => {
  it('puts the style sheet after the skeleton, so that it does not hold back its paint', () => {
    const html = moveStylesheetsAfterRoot(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html.indexOf('href="/assets/index-def.css"')).toBeGreaterThan(html.indexOf('Chargement…'));
    expect(html.indexOf('href="/assets/index-def.css"')).toBeLessThan(html.indexOf('</body>'));
  });

  it('leaves a page without a style sheet as it is', () => {
    const plain = BUILT.replace(/ *<link rel="stylesheet"[^>]*>\n/, '');
    expect(moveStylesheetsAfterRoot(plain)).toBe(plain);
  });
});
