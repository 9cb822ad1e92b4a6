import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatDisplayName,
  extractMentions,
  mentionNotification,
  type MentionCandidate,
} from './chat.ts';
import { ChatContentSchema, MessageSendSchema } from './chat.schemas.ts';
import * as MSG from './messages.ts';

const members: MentionCandidate[] = [
  { userId: 'u-jean', name: 'Jean Dupont', email: 'jean.dupont@secops.test' },
  { userId: 'u-jean-claude', name: 'Jean Dupontel', email: 'jc@secops.test' },
  { userId: 'u-helene', name: 'Hélène Léger', email: 'helene@secops.test' },
  { userId: 'u-admin', name: 'admin', email: 'admin@secops.test' },
  { userId: 'u-admin', name: 'Camille Martin', email: 'admin@secops.test' },
];

describe('extractMentions', () => {
  it('finds a member named "@Prénom Nom", ignoring case and accents', () => {
    expect(extractMentions('Bonjour @helene leger, RAS ?', members)).toEqual(['u-helene']);
    expect(extractMentions('@Hélène Léger merci', members)).toEqual(['u-helene']);
  });

  it('prefers the longest name when one name starts another', () => {
    expect(extractMentions('@Jean Dupontel en place', members)).toEqual(['u-jean-claude']);
    expect(extractMentions('@Jean Dupont en place', members)).toEqual(['u-jean']);
  });

  it('finds a member by the part of their e-mail before the at-sign', () => {
    expect(extractMentions('vu par @jean.dupont.', members)).toEqual(['u-jean']);
    expect(extractMentions('@jc tu confirmes ?', members)).toEqual(['u-jean-claude']);
  });

  it('lists each member once, in order of appearance, whatever name was used', () => {
    expect(extractMentions('@Camille Martin et @jc puis @admin', members)).toEqual([
      'u-admin',
      'u-jean-claude',
    ]);
  });

  it('answers all for "@Tout le monde"', () => {
    expect(extractMentions('@Hélène Léger et @tout le monde : briefing à 18 h', members)).toBe('all');
  });

  it('ignores an e-mail address written out and unknown names', () => {
    expect(extractMentions('écrire à jean.dupont@secops.test ou @Inconnu', members)).toEqual([]);
  });

  it('does not take a longer word for a name', () => {
    expect(extractMentions('@adminstration', members)).toEqual([]);
  });
});

describe('chat messages', () => {
  it('trims the text and refuses an empty or whitespace-only message', () => {
    expect(ChatContentSchema.parse('  Bonjour  ')).toBe('Bonjour');
    const blank = ChatContentSchema.safeParse('   \n ');
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(MSG.chatMessageEmpty);
  });

  it(`refuses more than ${CHAT_MESSAGE_MAX_LENGTH} characters`, () => {
    expect(ChatContentSchema.safeParse('a'.repeat(CHAT_MESSAGE_MAX_LENGTH)).success).toBe(true);
    const long = ChatContentSchema.safeParse('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.error?.issues[0]?.message).toBe(MSG.chatMessageTooLong);
  });

  it('accepts TEXT messages only from clients, TEXT by default', () => {
    const missionId = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';
    expect(MessageSendSchema.parse({ missionId, content: 'ok' }).type).toBe('TEXT');
    expect(MessageSendSchema.safeParse({ missionId, content: 'ok', type: 'SYSTEM' }).success).toBe(false);
  });

  it('shows a user without an agent record by the part of the e-mail before the at-sign', () => {
    expect(chatDisplayName({ email: 'superviseur@secops.demo', agent: null })).toBe('superviseur');
    expect(
      chatDisplayName({ email: 'admin@secops.demo', firstName: 'Claire', lastName: 'Vasseur', agent: null }),
    ).toBe('Claire Vasseur');
    expect(chatDisplayName({ email: 'a@b.c', agent: { firstName: 'Yanis', lastName: 'Durand' } })).toBe(
      'Yanis Durand',
    );
  });

  it('notifies a mention with the sender and the first 80 characters', () => {
    const note = mentionNotification('Yanis Durand', 'x'.repeat(120));
    expect(note.title).toBe('Yanis Durand vous a mentionné');
    expect(note.body).toHaveLength(80);
  });
});
