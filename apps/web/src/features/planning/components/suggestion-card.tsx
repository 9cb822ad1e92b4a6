import * as MSG from '@secops/domain/messages';
import { Clock, MapPin, ThumbsUp } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_TONES,
  distanceLabel,
  extraReasons,
  workloadLabel,
  type SuggestionView,
} from '../utils/suggestion-display.ts';
import { SuggestionStars } from './suggestion-stars.tsx';

type SuggestionCardProps = { suggestion: SuggestionView; onChoose: (agentId: string) => void };

/**
 * One suggested agent: name, stars and score, availability, distance, hours planned, the reasons not already shown
 * (specialties, certifications), and a choose button.
 */
export function SuggestionCard({ suggestion, onChoose }: SuggestionCardProps) {
  const name = `${suggestion.agent.firstName} ${suggestion.agent.lastName}`;
  const reasons = extraReasons(suggestion.reasons);
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold text-slate-900">{name}</h4>
          <span className="text-xs text-slate-500">{suggestion.agent.matricule}</span>
          {suggestion.recommended && (
            <Badge tone="blue">
              <ThumbsUp aria-hidden="true" className="size-3" />
              {MSG.suggestionRecommended}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <SuggestionStars count={suggestion.stars} />
          <span>{formatMessage(MSG.suggestionScore, { score: suggestion.score })}</span>
          <Badge tone={AVAILABILITY_TONES[suggestion.availability]}>
            {AVAILABILITY_LABELS[suggestion.availability]}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-slate-400" />
            {distanceLabel(suggestion.distance)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            {workloadLabel(suggestion.workloadHours)}
          </span>
        </div>
        {reasons.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {reasons.map((reason) => (
              <li key={reason} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {reason}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button
        size="sm"
        variant={suggestion.recommended ? 'primary' : 'secondary'}
        aria-label={formatMessage(MSG.suggestionChooseAgent, { name })}
        onClick={() => onChoose(suggestion.agentId)}
      >
        {MSG.suggestionChoose}
      </Button>
    </article>
  );
}
