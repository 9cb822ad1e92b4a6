import * as MSG from '@secops/domain/messages';
import { Users } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MentionOption } from '../utils/mentions.ts';

type MentionListProps = {
  id: string;
  options: readonly MentionOption[];
  active: number;
  onChoose: (option: MentionOption) => void;
};

/** The id of an option, for the composer's aria-activedescendant. */
export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The people a mention may name, above the composer; the arrow keys move in it from the text field. */
export function MentionList({ id, options, active, onChoose }: MentionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={MSG.chatMentionSuggestions}
      className="absolute inset-x-3 bottom-full z-10 mb-1 max-h-52 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {options.map((option, index) => (
        <li
          key={option.key}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the text field, which the choice writes into.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
          className={cn(
            'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-800',
            index === active ? 'bg-blue-50 text-blue-900' : 'hover:bg-slate-50',
          )}
        >
          {option.everyone ? (
            <span className="flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <Users aria-hidden="true" className="size-4" />
            </span>
          ) : (
            <Avatar name={option.name} photo={option.photo} size="sm" decorative />
          )}
          <span className="truncate">@{option.name}</span>
        </li>
      ))}
    </ul>
  );
}
