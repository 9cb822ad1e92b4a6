import type { ChatMember } from '@secops/domain/missions.schemas';
import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention, mentionOptions, splitMentions } from './mentions.ts';

const members: ChatMember[] = [
  { userId: 'u-admin', name: 'admin', photo: null },
  { userId: 'u-lucas', name: 'Lucas Bernard', photo: null },
  { userId: 'u-sophie', name: 'Sophie Lefèvre', photo: '/api/files/photos/a.jpg' },
];

describe('findMentionQuery', () => {
  it('finds the mention being typed before the caret', () => {
    expect(findMentionQuery('Bonjour @Lu', 11)).toEqual({ start: 8, query: 'Lu' });
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionQuery('Merci @Lucas Be', 15)).toEqual({ start: 6, query: 'Lucas Be' });
  });

  it('ignores an e-mail address and text after a finished mention', () => {
    expect(findMentionQuery('écrire à jean@exemple.fr', 24)).toBeNull();
    expect(findMentionQuery('@Lucas Bernard merci', 20)).toBeNull();
    expect(findMentionQuery('pas de mention', 14)).toBeNull();
  });
});

describe('mentionOptions', () => {
  it('offers everyone first, then the other members, never oneself', () => {
    expect(mentionOptions(members, '', 'u-admin').map((o) => o.name)).toEqual([
      'Tout le monde',
      'Lucas Bernard',
      'Sophie Lefèvre',
    ]);
  });

  it('matches the start of any word, ignoring case and accents', () => {
    expect(mentionOptions(members, 'lef', null).map((o) => o.key)).toEqual(['u-sophie']);
    expect(mentionOptions(members, 'LEFE', null).map((o) => o.key)).toEqual(['u-sophie']);
    expect(mentionOptions(members, 'tout', null).map((o) => o.key)).toEqual(['all']);
    expect(mentionOptions(members, 'zzz', null)).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the full name and a space, and puts the caret after it', () => {
    expect(insertMention('Bonjour @Lu', { start: 8, query: 'Lu' }, 'Lucas Bernard')).toEqual({
      text: 'Bonjour @Lucas Bernard ',
      caret: 23,
    });
    expect(insertMention('@ merci', { start: 0, query: '' }, 'Tout le monde')).toEqual({
      text: '@Tout le monde merci',
      caret: 15,
    });
  });
});

describe('splitMentions', () => {
  it('sets mentions of members and of everyone apart from the text', () => {
    expect(splitMentions('@Tout le monde rendez-vous, @Lucas Bernard au portail', ['Lucas Bernard'])).toEqual(
      [
        { text: '@Tout le monde', mention: true },
        { text: ' rendez-vous, ', mention: false },
        { text: '@Lucas Bernard', mention: true },
        { text: ' au portail', mention: false },
      ],
    );
  });

  it('leaves e-mail addresses and unknown names as plain text', () => {
    expect(splitMentions('jean@Lucas Bernard.fr et @inconnu', ['Lucas Bernard'])).toEqual([
      { text: 'jean@Lucas Bernard.fr et @inconnu', mention: false },
    ]);
  });
});
