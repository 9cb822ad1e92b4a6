import { describe, expect, it } from 'vitest';
import { extractMentions } from '@secops/domain/chat';
import { PushPayloadSchema } from '@secops/domain/push';
import { mentionPayload, shiftPayload, sosPayload } from './push.presenter.ts';

const agent = { id: 'a-1', firstName: 'Yanis', lastName: 'Durand', photo: null, phone: null, falseAlarms: 0 };

describe('push payloads', () => {
  it('names the agent of an SOS and their mission, and opens the live map', () => {
    const payload = sosPayload({ id: 's-1', agent, mission: { id: 'm-1', title: 'Escorte Opéra' } });
    expect(payload).toEqual({
      title: 'SOS — Yanis Durand',
      body: 'Mission : Escorte Opéra',
      url: '/admin/gps',
      tag: 'sos-s-1',
    });
    expect(sosPayload({ id: 's-2', agent, mission: null }).body).toBe('Aucune mission en cours');
    expect(PushPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('words the shift alert as the field app does, at Paris time, and opens the attendance screen', () => {
    const payload = shiftPayload({
      shiftId: 'sh-1',
      startAt: new Date('2026-07-14T06:00:00Z'),
      missionTitle: 'Garde de nuit',
      address: null,
    });
    expect(payload).toEqual({
      title: 'Shift dans 5 minutes',
      body: "N'oubliez pas de démarrer votre pointage !\nGarde de nuit\nAdresse non renseignée\nDébut à 08:00",
      url: '/agent/attendance',
      tag: 'shift-sh-1',
    });
  });

  it('opens the mission page of the recipient’s own area for a mention', () => {
    const base = { missionId: 'm-1', sender: 'Claire Vasseur', content: `@Yanis Durand ${'x'.repeat(100)}` };
    const toAgent = mentionPayload({ ...base, recipientRole: 'AGENT' });
    expect(toAgent).toMatchObject({ title: 'Claire Vasseur vous a mentionné', url: '/agent/missions/m-1' });
    expect(toAgent.body).toHaveLength(80);
    expect(toAgent.tag).toBe('chat-m-1');
    expect(mentionPayload({ ...base, recipientRole: 'SUPERVISOR' }).url).toBe('/admin/missions/m-1');
  });

  it('finds who a message mentions by "@Prénom Nom", whatever the case', () => {
    const members = [
      { userId: 'u-yanis', name: 'Yanis Durand' },
      { userId: 'u-claire', name: 'Claire Vasseur' },
    ];
    expect(extractMentions('@yanis durand tu es en place ?', members)).toEqual(['u-yanis']);
    expect(extractMentions('merci @CLAIRE VASSEUR et @Yanis Durand', members)).toEqual([
      'u-claire',
      'u-yanis',
    ]);
    expect(extractMentions('yanis durand sans arobase', members)).toEqual([]);
  });
});
