import { expect, test } from '@playwright/test';
import { DEMO, login, readSession } from './support.ts';

test.describe("the guard's calendar feed", () => {
  test('the agent makes the link on Mon Profil, a calendar reads their shifts, then the revoked link is gone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent$/);
    // Whatever another test left: the demo agent starts without a link.
    const { accessToken } = await readSession(page);
    const revoked = await page.request.delete('/api/calendar/token', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect([204, 404]).toContain(revoked.status());
    await page.goto('/agent/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Mon agenda' }) });
    await card.getByRole('button', { name: "Créer le lien d'abonnement" }).click();

    const field = card.getByRole('textbox', { name: "Lien d'abonnement" });
    await expect(field).toBeVisible();
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(card.getByRole('link', { name: "Ouvrir dans l'agenda" })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await expect(card.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    await expect(card.getByText(/Sur iPhone.*sur Android/)).toBeVisible();
    for (const target of [
      card.getByRole('button', { name: 'Copier le lien' }),
      card.getByRole('link', { name: "Ouvrir dans l'agenda" }),
      card.getByRole('button', { name: 'Révoquer le lien' }),
    ]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }

    // A calendar service fetches the feed without any session.
    const fetcher = await browser.newContext();
    const feed = await fetcher.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // The demo agent's shifts: the delegation at the Place Vendôme (close protection) and the Roissy escort, which
    // leave the company's servers as 'Mission' alone.
    expect(body.match(/\r\nBEGIN:VEVENT\r\n/g)?.length).toBeGreaterThanOrEqual(2);
    expect(body).toContain('\r\nSUMMARY:Mission\r\n');
    expect(body).not.toMatch(/Marois|Vendôme|Roissy/);

    await card.getByRole('button', { name: 'Révoquer le lien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Révoquer le lien ?' });
    await dialog.getByRole('button', { name: 'Révoquer le lien' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Aucun lien d'abonnement actif.")).toBeVisible();
    await expect(field).toBeHidden();
    expect((await fetcher.request.get(url)).status()).toBe(404);
    await fetcher.close();
    await context.close();
  });
});
