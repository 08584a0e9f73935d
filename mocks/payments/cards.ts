/**
 * The hosted card form's checks and the test cards (contract §2). Spaces in the number are ignored.
 *   4111 1111 1111 1111   authorised
 *   4000 0000 0000 0002   refused (REFUSED)
 *   4000 0027 6000 3184   3-D Secure challenge (the challenge page decides)
 *   any other valid card   refused (REFUSED)
 * A card is valid with a holder name, a number of 12 to 19 digits passing the Luhn check, an expiry
 * MM/YY not before the current month of the simulator's clock (a card is good through the last day
 * of its month) and a CVC of 3 or 4 digits. Each failing field has its own error, as a provider's
 * hosted form shows them.
 */
export type CardOutcome = 'authorised' | 'refused' | 'challenge';

export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: CardOutcome }> = [
  { number: '4111111111111111', outcome: 'authorised' },
  { number: '4000000000000002', outcome: 'refused' },
  { number: '4000002760003184', outcome: 'challenge' },
];

export type CardField = 'holder' | 'number' | 'expiry' | 'cvc';
export type CardError = 'holderMissing' | 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid';

export interface CardForm {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's digits and last four, or the error of each failing field. `today` is an ISO day. */
export function checkCard(form: CardForm, today: string): { digits: string; last4: string } | { errors: Partial<Record<CardField, CardError>> } {
  const errors: Partial<Record<CardField, CardError>> = {};
  if (form.holder.trim() === '' || form.holder.length > 100) errors.holder = 'holderMissing';
  const digits = form.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'numberInvalid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiryInvalid';
  else {
    const year = 2000 + Number(expiry[2]);
    const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
    if (year < todayYear || (year === todayYear && month < todayMonth)) errors.expiry = 'expiryPast';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvcInvalid';
  return Object.keys(errors).length > 0 ? { errors } : { digits, last4: digits.slice(-4) };
}

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'refused';
}
