import * as MSG from '@secops/domain/messages';

export const MAIN_CONTENT_ID = 'contenu';

/** First stop of the keyboard: jumps over the navigation to the screen's content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-blue-700 focus:shadow-lg"
    >
      {MSG.skipToContent}
    </a>
  );
}
