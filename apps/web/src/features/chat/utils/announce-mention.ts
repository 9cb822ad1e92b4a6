import {
  chatDisplayName,
  mentionNotification,
  type ChatMessageEvent,
  type Mentions,
} from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { toast } from 'sonner';
import { playMentionSound } from './mention-sound.ts';

/** The mention toast stays 5 s. */
const MENTION_TOAST_MS = 5000;

export const mentionsMe = (mentions: Mentions, selfId: string): boolean =>
  mentions === 'all' || mentions.includes(selfId);

/** The mention toast ("{nom} vous a mentionné") with its tone. */
export function announceMention(message: ChatMessageEvent): void {
  const sender = message.sender ? chatDisplayName(message.sender) : MSG.chatDeletedSender;
  const { title, body } = mentionNotification(sender, message.content);
  toast(title, { description: body, duration: MENTION_TOAST_MS });
  playMentionSound();
}
