import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';

const list = new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' });

/** "Lucas Bernard écrit…", or "Lucas Bernard et Sophie Lefèvre écrivent…"; null when nobody is typing. */
export function typingLabel(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return formatMessage(MSG.chatTypingOne, { name: names[0] ?? '' });
  return formatMessage(MSG.chatTypingMany, { names: list.format(names) });
}
