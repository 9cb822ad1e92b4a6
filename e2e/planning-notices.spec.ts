import { expect, test } from '@playwright/test';
import { uniqueTitle } from './mission-data.ts';
import { callApi, unique } from './staff-data.ts';
import { DEMO, DEMO_PASSWORD, login } from './support.ts';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

test('a guard on the phone is told at once when the office moves their shift of the coming days', async ({
  browser,
  page,
}) => {
  await login(page, DEMO.admin);
  const email = `garde.${unique().toLowerCase()}@secops.test`;
  const guard = await callApi<{ id: string }>(page, 'POST', '/agents', {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Noé',
    lastName: 'Prévenu',
    matricule: `E2E-${unique()}`,
  });
  const title = uniqueTitle('Gala Opéra');
  const mission = await callApi<{ id: string }>(page, 'POST', '/missions', {
    title,
    type: 'EVENT',
    startAt: inHours(1),
    endAt: inHours(24 * 6),
    locationAddress: 'Place de l’Opéra, 75009 Paris',
  });
  const shift = await callApi<{ id: string }>(page, 'POST', '/planning/shifts', {
    agentId: guard.id,
    missionId: mission.id,
    startAt: inHours(48),
    endAt: inHours(56),
  });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const guardPage = await phone.newPage();
  await login(guardPage, email);
  await expect(guardPage.getByRole('heading', { name: 'Mes Missions', level: 1 })).toBeVisible();

  // Moved an hour later (and again, until the phone's socket, opened after the first screen, hears it).
  let hours = 48;
  await expect(async () => {
    hours += 1;
    await callApi(page, 'PATCH', `/planning/shifts/${shift.id}`, {
      startAt: inHours(hours),
      endAt: inHours(hours + 8),
    });
    await expect(guardPage.getByText('Votre planning a changé').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    guardPage.getByText(new RegExp(`^Horaire modifié : ${title}, \\d\\d/\\d\\d \\d\\d:\\d\\d–`)).first(),
  ).toBeVisible();
  await phone.close();
});
