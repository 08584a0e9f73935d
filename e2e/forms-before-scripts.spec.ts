import { expect, test } from './support/test';
import { initCheckout, productFor } from './support/checkout';
import { expectLanded } from './support/landed';
import { href } from '../src/routing/href';

/**
 * A form only the page's script submits (src/components/ui/script-only-form.ts) sends nothing when
 * it is submitted before any script has run: without the guard the browser's own submit was a GET
 * of the page with the visitor's details in its address. Scripts are off here, as they are for a
 * visitor before the page's code has run.
 */
test.use({ javaScriptEnabled: false });

const LOCALE = 'fr_FR';
/** This spec's own products (checkout-support's slots; other specs take lower bases). */
const SPEC_BASE = 204;

test('the traveller’s details submitted before the scripts run go nowhere: not in the address', { tag: '@any-device' }, async ({ page, request }, testInfo) => {
  const made = await initCheckout(request, productFor(testInfo, SPEC_BASE, 0), LOCALE);
  await page.goto(made.bookingPath);
  await expectLanded(page, 'Votre réservation');
  const form = page.getByTestId('traveller-form');
  await form.locator('input[name="firstName"]').fill('Camille');
  await form.locator('input[name="email"]').fill('camille.durand@example.com');
  await page.getByTestId('traveller-submit').click();
  expect(page.url()).toBe(new URL(made.bookingPath, page.url()).href);
  await expect(form.locator('input[name="email"]')).toHaveValue('camille.durand@example.com');
});

test('a booking lookup submitted before the scripts run goes nowhere: not in the address', { tag: '@any-device' }, async ({ page }) => {
  await page.goto(href.bookingLookup(LOCALE));
  await expectLanded(page, 'Retrouver ma réservation');
  const form = page.getByTestId('booking-lookup-form');
  await form.locator('input[name="reference"]').fill('79115676');
  await form.locator('input[name="email"]').fill('camille.durand@example.com');
  await form.locator('input[name="email"]').press('Enter');
  expect(new URL(page.url()).search).toBe('');
  await expect(form.locator('input[name="email"]')).toHaveValue('camille.durand@example.com');
});
