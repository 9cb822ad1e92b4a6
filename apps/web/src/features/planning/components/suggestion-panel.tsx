import * as MSG from '@secops/domain/messages';
import { UserSearch, X } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { SuggestionView } from '../utils/suggestion-display.ts';
import { SuggestionCard } from './suggestion-card.tsx';

type SuggestionPanelProps = {
  suggestions: SuggestionView[];
  onChoose: (agentId: string) => void;
  onClose: () => void;
};

/** The agents suggested for the chosen window, best first; choosing one fills the form and closes the panel. */
export function SuggestionPanel({ suggestions, onChoose, onClose }: SuggestionPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-blue-200 bg-blue-50/60 p-4"
    >
      <header className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {MSG.suggestionsTitle}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={MSG.suggestionsClose}
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-white hover:text-slate-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {suggestions.length === 0 ? (
        <EmptyState icon={UserSearch} title={MSG.suggestionsNone} className="py-6" />
      ) : (
        <ol className="space-y-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.agentId}>
              <SuggestionCard suggestion={suggestion} onChoose={onChoose} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
