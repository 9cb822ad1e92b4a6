// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { entry } from '../utils/logbook-test-entry.ts';
import { LogbookEntryItem } from './logbook-entry-item.tsx';

afterEach(cleanup);

describe('a main courante entry', () => {
  it("shows a client's request under its type, marked as the client's, with its author", () => {
    const request = entry('r', '2026-11-25T20:10:00Z', {
      type: 'CLIENT_REQUEST',
      source: 'CLIENT',
      text: 'Merci de fermer la grille à 22 h.',
      author: { userId: 'client-1', name: 'Hélène Martin' },
    });
    render(
      <ul>
        <LogbookEntryItem thread={{ entry: request, corrections: [] }} />
      </ul>,
    );
    const article = screen.getByRole('article', { name: /Demande du client/ });
    expect(article.textContent).toContain('Client');
    expect(article.textContent).toContain('Hélène Martin');
    expect(article.textContent).toContain('Merci de fermer la grille à 22 h.');
    expect(article.textContent).not.toContain('Automatique');
  });
});
