import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built page's style sheets from its head to the end of its body. A style sheet in the head holds back
 * every paint until it has come; at the end of the body it holds back nothing above it, so the skeleton of
 * index.html (styled by the page itself) shows with the HTML. The application's scripts still wait for it: a script
 * never runs while a style sheet before it in the page is on its way, so nothing is drawn unstyled.
 */
export function moveStylesheetsAfterRoot(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  const moved = links.map((link) => `    ${link.trim()}\n`).join('');
  return html.replace(STYLESHEET, '').replace('</body>', `${moved}  </body>`);
}

export function stylesheetsAfterRoot(): Plugin {
  return {
    name: 'stylesheets-after-root',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsAfterRoot },
  };
}
