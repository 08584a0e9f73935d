import { createHash } from 'node:crypto';
import type { Lang } from '../catalogue/types';
import { SERVICE_PREFIX } from '../services';
import { TEST_CARDS, type CardError, type CardField } from './cards';
import type { Payment } from './payment';
import type { almaScheduleOf } from './schedule';
import { PAYMENT_TEXTS, type PaymentTexts } from './texts';

/**
 * The hosted pages' HTML: plain server-rendered forms, no script, one inline style sheet allowed by
 * its hash in the pages' own Content-Security-Policy (the provider is another origin than the shop).
 * Every page names the merchant and the amount and ends with the "Cancel and return to the shop"
 * link (GET {psp}/pay/{id}/cancel, hosted.ts).
 */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f3b;background:#f1f2f8;line-height:1.5}
header{background:#2d2a6e;color:#fff;padding:.75rem 1.5rem;font-weight:700}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d5d7e6;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #4d5170;border-radius:4px;color:#1b1f3b;background:#fff}
input[aria-invalid="true"]{border-color:#b00020}
.error{color:#b00020;margin:.25rem 0 0}
.summary{border:2px solid #b00020;padding:.5rem 1rem;border-radius:4px;color:#b00020}
.actions{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1.5rem}
.primary,.secondary{border-radius:4px;padding:.75rem 1.5rem;font:inherit;font-weight:600;cursor:pointer;min-height:44px}
.primary{background:#2d2a6e;color:#fff;border:0}
.secondary{background:#fff;color:#2d2a6e;border:1px solid #2d2a6e}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d5d7e6}
a{color:#2d2a6e}
.back{margin-top:1.5rem}
.test{font-size:.9rem;color:#4d5170}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLES).digest('base64')}`;

/** The pages' policy: nothing but their own style sheet; forms post here and may lead back to the shop. */
export function contentSecurityPolicy(returnUrl: string | null): string {
  const shop = returnUrl === null ? '' : ` ${new URL(returnUrl).origin}`;
  return `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self'${shop}; frame-ancestors 'none'; base-uri 'none'`;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const langOfLocale = (locale: string): Lang => locale.slice(0, 2) as Lang;

export function formatAmount(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const payPath = (id: string, tail = '') => `${SERVICE_PREFIX.psp}/pay/${encodeURIComponent(id)}${tail}`;

function layout(lang: Lang, title: string, body: string): string {
  const t = PAYMENT_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(t.provider)}</title>
<style>${STYLES}</style>
</head>
<body>
<header>${escapeHtml(t.provider)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function orderSummary(t: PaymentTexts, payment: Payment): string {
  return `<dl><dt>${escapeHtml(t.merchant)}</dt><dd>Escapade</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(payment.amount, payment.locale))}</dd></dl>`;
}

const cancelLink = (t: PaymentTexts, payment: Payment) => `<p class="back"><a href="${payPath(payment.id, '/cancel')}">${escapeHtml(t.cancelLink)}</a></p>`;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function cardPage(payment: Payment, values: { holder?: string; number?: string; expiry?: string } = {}, errors: Partial<Record<CardField, CardError>> = {}): string {
  const lang = langOfLocale(payment.locale);
  const t = PAYMENT_TEXTS[lang];
  const field = (name: CardField, attributes: string) => {
    const error = errors[name];
    const value = name !== 'cvc' && values[name] ? ` value="${escapeHtml(values[name])}"` : '';
    return `<label for="${name}">${escapeHtml(t[name])}</label>
<input id="${name}" name="${name}" ${attributes} required${value}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(t.errors[error])}</p>` : ''}`;
  };
  const summary = Object.keys(errors).length > 0 ? `<p class="summary" role="alert">${escapeHtml(t.errorSummary)}</p>` : '';
  const testCards = TEST_CARDS.map((card) => `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${escapeHtml(t.testCards[card.outcome])}</li>`).join('');
  const body = `${orderSummary(t, payment)}
<h2>${escapeHtml(t.cardTitle)}</h2>
${summary}
<form method="post" action="${payPath(payment.id)}" novalidate>
${field('holder', 'type="text" autocomplete="cc-name"')}
${field('number', 'type="text" inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'type="text" inputmode="numeric" autocomplete="cc-exp"')}
${field('cvc', 'type="text" inputmode="numeric" autocomplete="cc-csc"')}
<div class="actions"><button class="primary" type="submit">${escapeHtml(fill(t.pay, { amount: formatAmount(payment.amount, payment.locale) }))}</button></div>
</form>
${cancelLink(t, payment)}
<section class="test" aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(t.testCardsTitle)}</h2><p>${escapeHtml(t.testMode)}</p><ul>${testCards}</ul></section>`;
  return layout(lang, t.title, body);
}

export function challengePage(payment: Payment): string {
  const lang = langOfLocale(payment.locale);
  const t = PAYMENT_TEXTS[lang];
  const body = `${orderSummary(t, payment)}
<p>${escapeHtml(fill(t.challengeText, { amount: formatAmount(payment.amount, payment.locale) }))}</p>
<form method="post" action="${payPath(payment.id, '/challenge')}">
<div class="actions"><button class="primary" type="submit" name="outcome" value="complete">${escapeHtml(t.complete)}</button><button class="secondary" type="submit" name="outcome" value="fail">${escapeHtml(t.fail)}</button></div>
</form>
${cancelLink(t, payment)}`;
  return layout(lang, t.challengeTitle, body);
}

export function approvalPage(payment: Payment, schedule: ReturnType<typeof almaScheduleOf>, error = false): string {
  const lang = langOfLocale(payment.locale);
  const t = PAYMENT_TEXTS[lang];
  const amount = formatAmount(payment.amount, payment.locale);
  const title = payment.method === 'paypal' ? t.paypalTitle : payment.method === 'card' ? t.title : t.almaTitle[payment.method];
  const intro = fill(payment.method === 'paypal' ? t.paypalText : t.almaText, { amount });
  const rows = (schedule?.installments ?? [])
    .map((instalment, index) => {
      const fee = index === 0 && schedule!.paymentFee > 0 ? ` (${escapeHtml(fill(t.fee, { fee: formatAmount(schedule!.paymentFee, payment.locale) }))})` : '';
      return `<tr><td>${escapeHtml(formatDay(instalment.date, payment.locale))}</td><td>${escapeHtml(formatAmount(instalment.amount, payment.locale))}${fee}</td></tr>`;
    })
    .join('');
  const table = schedule
    ? `<h2 id="schedule">${escapeHtml(t.scheduleTitle)}</h2><table aria-labelledby="schedule"><thead><tr><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.amount)}</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
  const body = `${orderSummary(t, payment)}
<p>${escapeHtml(intro)}</p>
${table}
${error ? `<p class="summary" role="alert">${escapeHtml(t.chooseOutcome)}</p>` : ''}
<form method="post" action="${payPath(payment.id)}">
<div class="actions"><button class="primary" type="submit" name="outcome" value="approve">${escapeHtml(t.approve)}</button><button class="secondary" type="submit" name="outcome" value="cancel">${escapeHtml(t.cancel)}</button></div>
</form>
${cancelLink(t, payment)}`;
  return layout(lang, title, body);
}

export function notFoundPage(lang: Lang): string {
  const t = PAYMENT_TEXTS[lang];
  return layout(lang, t.notFoundTitle, `<p>${escapeHtml(t.notFoundText)}</p>`);
}
