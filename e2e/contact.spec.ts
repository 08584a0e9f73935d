import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectLanded } from './support/landed';
import { SIMULATOR_ORIGIN } from './support/simulator';

/**
 * The contact page and its message form (spec part 2 §2-§6, §8): the page, every field message,
 * the email correction, the recaptcha outside care mode (the simulator's stand-in), the CRM case
 * with its hidden fields, a CRM failure that keeps the form, care mode, a forged token refused by
 * the server, the keyboard path and axe with the modal open.
 *
 * The CRM store is shared by parallel workers: every test writes its own token into the email and
 * the description and reads back only the cases carrying it; faults match that token too.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CARE_ORIGIN = `http://care.localhost:${PORT}`;

/** A token of this test and project: letters and digits only (it travels form-encoded, unchanged). */
function uniqueToken(testInfo: TestInfo): string {
  return `${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

interface CrmCase {
  fields: Record<string, string>;
}

async function casesWith(request: APIRequestContext, token: string): Promise<CrmCase[]> {
  const all = (await (await request.get(`${SIMULATOR_ORIGIN}/__admin/records/crmCases`)).json()) as CrmCase[];
  return all.filter((record) => record.fields.email?.includes(token) || record.fields.description?.includes(token));
}

const modal = (page: Page) => page.getByRole('dialog');
const field = (page: Page, name: string) => page.getByTestId(`contact-field-${name}`);

/** Opens the form and fills a valid French message (reason: modification). */
async function fillValidMessage(page: Page, token: string, leaveLabel = 'Laissez-nous un message') {
  await page.getByRole('button', { name: leaveLabel }).click();
  const dialog = modal(page);
  await dialog.getByLabel('Motif de votre message', { exact: true }).selectOption('modification');
  await dialog.getByLabel('Numéro de réservation', { exact: true }).fill('12345678');
  await dialog.getByLabel('Nom', { exact: true }).fill('Camille Martin');
  await dialog.getByLabel('E-mail', { exact: true }).fill(`camille.${token}@example.fr`);
  await dialog.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  await dialog.getByLabel('Votre message', { exact: true }).fill(`Arriver un jour plus tard ? ref ${token}`);
}

// The first journey in two tests, each well inside the timeout on a busy machine.
test('footer Contact → page → the form: a reason first, every field message on blur and on submit, axe with the modal open', async ({ page }) => {
  await page.goto('/fr-fr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nous contacter' }).click();
  await expectLanded(page, 'Comment pouvons-nous vous aider ?');
  await expect(page).toHaveTitle(/Nous contacter/);

  // The page: FAQ banner, quick actions to the account's trips page, five popular questions, hours.
  await expect(page.getByTestId('contact-faq-banner').getByRole('link', { name: "Consulter le centre d'aide" })).toHaveAttribute('href', 'https://aide.escapade.fr/hc/fr');
  const actions = page.getByTestId('contact-quick-actions').getByRole('link');
  await expect(actions).toHaveText(['Modifier ma réservation', 'Annuler ma réservation', 'Demander une facture']);
  expect(await actions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/account/trips#modify', '/account/trips#cancel', '/account/trips#invoice']);
  const faqs = page.getByTestId('contact-popular-faqs').getByRole('link');
  await expect(faqs).toHaveCount(5);
  for (const href of await faqs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^https:\/\/aide\.escapade\.fr\/hc\/fr\/articles\/\d+$/);
  await expect(page.getByTestId('contact-help-hours').getByRole('listitem')).toHaveText(['Du lundi au vendredi, 10:00 - 19:00', 'Le samedi, 10:00 - 18:00']);
  // The messenger is off outside production except on es_ES: no chat on the French site.
  await expect(page.getByTestId('contact-chat')).toHaveCount(0);

  // The modal: a reason first; sending without one says so and shows nothing else.
  await page.getByRole('button', { name: 'Laissez-nous un message' }).click();
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Laissez-nous un message' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('contact-error-reason')).toHaveText('Champ obligatoire');
  await expect(dialog.getByLabel('Nom', { exact: true })).toHaveCount(0);

  // avv_info needs no booking number; the other reasons do.
  await dialog.getByLabel('Motif de votre message', { exact: true }).selectOption('avv_info');
  await expect(dialog.getByLabel('Nom', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Numéro de réservation', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Motif de votre message', { exact: true }).selectOption('modification');
  await expect(page.getByTestId('contact-error-reason')).toHaveCount(0);

  // Errors on blur, one per rule.
  const blurWith = async (label: string, value: string) => {
    await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByLabel(label, { exact: true }).blur();
  };
  await blurWith('Numéro de réservation', '1234567');
  await expect(page.getByTestId('contact-error-bookingNumber')).toHaveText('Le numéro de réservation est composé de 8 chiffres');
  await blurWith('Nom', 'Camille 2');
  await expect(page.getByTestId('contact-error-name')).toHaveText('Seul du texte est attendu');
  await blurWith('E-mail', 'camille@');
  await expect(page.getByTestId('contact-error-email')).toHaveText("L'e-mail semble incorrect");
  await blurWith('Téléphone', '06.12.34.56.78');
  await expect(page.getByTestId('contact-error-phone')).toHaveText('Le numéro de téléphone semble incorrect');
  // Allowed characters, but not a number (a digit short for France): the E.164 check.
  await blurWith('Téléphone', '06 12 34 56');
  await expect(page.getByTestId('contact-error-phone')).toHaveText('Le numéro de téléphone semble incorrect');
  await dialog.getByLabel('Votre message', { exact: true }).focus();
  await dialog.getByLabel('Votre message', { exact: true }).blur();
  await expect(page.getByTestId('contact-error-description')).toHaveText('Champ obligatoire');
  await expect(dialog.getByLabel('Nom', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // Mandatory on submit too, and nothing is sent.
  await blurWith('Nom', '');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('contact-error-name')).toHaveText('Champ obligatoire');
  await expectNoSeriousA11yViolations(page);
});

test('a message with a mistyped e-mail provider: the correction applied, each field valid, sent → thank-you, one CRM case with its hidden fields', async ({ page, request }, testInfo) => {
  const token = uniqueToken(testInfo);
  await page.goto('/fr-fr/contact');
  await expectLanded(page, 'Comment pouvons-nous vous aider ?');
  await fillValidMessage(page, token);
  const dialog = modal(page);
  const blurWith = async (label: string, value: string) => {
    await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByLabel(label, { exact: true }).blur();
  };

  // The email correction: a mistyped provider is suggested, a click applies it.
  await blurWith('E-mail', `camille.${token}@gmial.com`);
  await expect(page.getByTestId('contact-error-email')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Vouliez-vous dire @gmail.com ?' }).click();
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(`camille.${token}@gmail.com`);
  await expect(dialog.getByRole('button', { name: /Vouliez-vous dire/ })).toHaveCount(0);

  // Fixed: each field shows its success after blur.
  await blurWith('Numéro de réservation', '12345678');
  await blurWith('Nom', 'Camille Martin');
  await blurWith('Téléphone', '06 12 34 56 78');
  await blurWith('Votre message', `Pouvons-nous arriver un jour plus tard ? ref ${token}`);
  for (const name of ['bookingNumber', 'name', 'email', 'phone', 'description']) await expect(field(page, name)).toHaveAttribute('data-state', 'valid');

  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await page.waitForURL(/\/fr-fr\/contact\?ref=contact_thank_you$/);
  await expectLanded(page, 'Comment pouvons-nous vous aider ?');
  await expect(page.getByTestId('contact-thank-you')).toHaveText('Merci pour votre message. Notre service client vous contactera sous 48 h.');

  const cases = await casesWith(request, token);
  expect(cases).toHaveLength(1);
  expect(cases[0]!.fields).toMatchObject({
    Booking_ID__c: '12345678',
    contact_reason: 'modification',
    name: 'Camille Martin',
    email: `camille.${token}@gmail.com`,
    phone: '+33612345678',
    requestType: 'Modification',
    requestSubtype: '',
    type: 'Modification',
    subtype: '',
    status: 'New',
    language: 'fr',
    country: 'FR',
    origin: 'Web',
    retURL: expect.stringMatching(/\/fr-fr\/contact\?ref=contact_thank_you$/),
    orgid: expect.stringMatching(/^[A-Za-z0-9]{15,18}$/),
    Submission_ID__c: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

test('a CRM failure shows the error and keeps the form filled; Send again makes one case', async ({ page, request, simulator }, testInfo) => {
  const token = uniqueToken(testInfo);
  const removeFault = await simulator.injectFault({ path: '/servlet/servlet.WebToCase', fault: '500', contains: token, times: 1 });
  try {
    await page.goto('/fr-fr/contact');
    await expectLanded(page, 'Comment pouvons-nous vous aider ?');
    await fillValidMessage(page, token);
    const dialog = modal(page);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Votre message n'a pas pu être envoyé/);
    // Never a false thank-you, nothing typed lost.
    expect(new URL(page.url()).search).toBe('');
    await expect(dialog.getByLabel('Nom', { exact: true })).toHaveValue('Camille Martin');
    await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(`camille.${token}@example.fr`);
    await expect(dialog.getByLabel('Votre message', { exact: true })).toHaveValue(`Arriver un jour plus tard ? ref ${token}`);
    expect(await casesWith(request, token)).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('contact-thank-you')).toBeVisible();
    expect(await casesWith(request, token)).toHaveLength(1);
  } finally {
    await removeFault();
  }
});

test('customer-care mode: a plain submit without recaptcha, the care alert on a failure', async ({ page, request, simulator }, testInfo) => {
  const token = uniqueToken(testInfo);
  const minted = await request.post(`${SIMULATOR_ORIGIN}/auth/token`, { data: { email: 'agent@escapade.example' } });
  const { id_token: idToken } = (await minted.json()) as { id_token: string };
  await page.context().addCookies([{ name: 'care_id_token', value: idToken, url: CARE_ORIGIN, httpOnly: true, sameSite: 'Lax' }]);
  const recaptchaRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/recaptcha/')) recaptchaRequests.push(sent.url());
  });
  const removeFault = await simulator.injectFault({ path: '/servlet/servlet.WebToCase', fault: '503', contains: token, times: 1 });
  try {
    await page.goto(`${CARE_ORIGIN}/fr-fr/contact`);
    await expectLanded(page, 'Comment pouvons-nous vous aider ?');
    await expect(page.getByTestId('care-bar')).toBeVisible();
    await fillValidMessage(page, token);
    const dialog = modal(page);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Oups ! Une erreur s'est produite. Veuillez cliquer à nouveau sur « Envoyer ». Si le problème persiste, consultez nos FAQ en haut de la page.",
    );
    await expect(dialog.getByLabel('Numéro de réservation', { exact: true })).toHaveValue('12345678');

    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.waitForURL(`${CARE_ORIGIN}/fr-fr/contact?ref=contact_thank_you`);
    await expect(page.getByTestId('contact-thank-you')).toBeVisible();
    expect(await casesWith(request, token)).toHaveLength(1);
    expect(recaptchaRequests).toEqual([]);
  } finally {
    await removeFault();
  }
});

test('the server refuses a message with a forged or missing recaptcha token: nothing reaches the CRM', { tag: '@any-device' }, async ({ request }, testInfo) => {
  const token = uniqueToken(testInfo);
  const body = {
    locale: 'fr_FR',
    submissionId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
    reason: 'complaint',
    bookingNumber: '12345678',
    name: 'Camille Martin',
    email: `camille.${token}@example.fr`,
    phone: '06 12 34 56 78',
    description: `Forged ${token}`,
  };
  const forged = await request.post('/api/contact', { data: { ...body, recaptchaToken: 'forged.token.value' } });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ error: { code: 'recaptcha-refused', reason: 'rejected' } });
  const missing = await request.post('/api/contact', { data: body });
  expect(missing.status()).toBe(403);
  expect(await missing.json()).toEqual({ error: { code: 'recaptcha-refused', reason: 'missing' } });
  const invalid = await request.post('/api/contact', { data: { ...body, bookingNumber: '123' } });
  expect(invalid.status()).toBe(400);
  expect(await casesWith(request, token)).toHaveLength(0);
});

test('keyboard only: the Spanish page with its chat, the form opened, filled and sent without a mouse', async ({ page, request }, testInfo) => {
  const token = uniqueToken(testInfo);
  await page.goto('/es-es/contacto');
  await expectLanded(page, '¿Cómo podemos ayudarte?');
  // The messenger runs on es_ES in every environment: chat hours and the chat button.
  await expect(page.getByTestId('contact-chat-hours').getByRole('listitem')).toHaveText(['De lunes a viernes, 09:00 - 18:00']);
  await expect(page.getByTestId('contact-chat').getByRole('button')).toBeVisible();

  const opener = page.getByRole('button', { name: 'Déjanos un mensaje' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel('Motivo de tu mensaje', { exact: true });
  // Focus starts on the close button, the reason comes next.
  await page.keyboard.press('Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(reason).toHaveValue('avv_info');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Nombre', { exact: true })).toBeFocused();
  await page.keyboard.type('Lucía García');
  await page.keyboard.press('Tab');
  // Long texts arrive as one input each (insertText): the keys that matter here are Tab and Enter.
  await page.keyboard.insertText(`lucia.${token}@example.es`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('612 34 56 78');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText(`¿El spa está abierto el domingo? ref ${token}`);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-thank-you')).toHaveText('Gracias por tu mensaje. Nuestro servicio de atención al cliente se pondrá en contacto contigo en 48 h.');
  const cases = await casesWith(request, token);
  expect(cases).toHaveLength(1);
  expect(cases[0]!.fields).toMatchObject({ Booking_ID__c: '', type: 'Hotel Activity information request', language: 'es', country: 'ES', phone: '+34612345678' });
});

test('Escape closes the message modal and gives the focus back to its opener', async ({ page }) => {
  await page.goto('/es-es/contacto');
  await expectLanded(page, '¿Cómo podemos ayudarte?');
  await page.getByRole('button', { name: 'Déjanos un mensaje' }).focus();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Déjanos un mensaje' })).toBeFocused();
});
