import * as MSG from '@secops/domain/messages';
import { SUGGESTION_DEFAULT_LIMIT } from '@secops/domain/planning-suggestions';
import { toast } from 'sonner';
import { formatMessage } from '../../../lib/format-message.ts';
import { useSuggestAgents } from '../api/suggest-agents.ts';
import { suggestionWindow } from '../components/shift-form.schema.ts';
import { toSuggestionViews, type SuggestionView } from '../utils/suggestion-display.ts';

/**
 * The suggestion panel of the shift form: asks for the 5 best agents of the chosen window, says how many came
 * back, and holds them until one is chosen or the panel is closed.
 */
export function useAgentSuggestions(missionId: string) {
  const suggest = useSuggestAgents({
    onSuccess: (suggestions) => toast.success(formatMessage(MSG.suggestionsFound, { n: suggestions.length })),
    onError: () => toast.error(MSG.suggestionError),
  });

  function request(startAt: string, endAt: string) {
    const window = suggestionWindow(startAt, endAt);
    if (!window) return void toast.error(MSG.suggestionDatesRequired);
    if (Date.parse(window.endAt) <= Date.parse(window.startAt))
      return void toast.error(MSG.shiftEndBeforeStart);
    suggest.mutate({ missionId, ...window, limit: SUGGESTION_DEFAULT_LIMIT });
  }

  const suggestions: SuggestionView[] | null = suggest.data ? toSuggestionViews(suggest.data) : null;
  return { suggestions, request, isPending: suggest.isPending, close: suggest.reset };
}
