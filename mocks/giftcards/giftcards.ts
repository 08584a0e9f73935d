/**
 * Gift cards the checkout redeems (contract §1: `POST {api}/checkout/{id}/giftcards`). The shop's gift
 * card serials are the simulator's own; three are seeded:
 *   GC-1000-2000-3000   50 €
 *   GC-4000-5000-6000   1 000 €
 *   GC-7000-8000-9000   0 € (spent)
 * A balance goes down only when a booking is made (by the amount the checkout used), never below 0.
 * A paid gift card order (contract §7, mocks/checkout/gift-codes.ts) issues a card `GC-dddd-dddd-dddd`
 * whose balance is the amount bought, usable at once. Serials are matched whatever their case and
 * the spaces around them. DELETE /__admin/records restores the seeded balances and forgets the
 * issued cards.
 */
export interface Giftcard {
  serialNumber: string;
  /** Cents. */
  balance: number;
}

const SEEDED: readonly Giftcard[] = [
  { serialNumber: 'GC-1000-2000-3000', balance: 5_000 },
  { serialNumber: 'GC-4000-5000-6000', balance: 100_000 },
  { serialNumber: 'GC-7000-8000-9000', balance: 0 },
];

const balances = new Map<string, number>();

export function resetGiftcards(): void {
  balances.clear();
  for (const card of SEEDED) balances.set(card.serialNumber, card.balance);
}
resetGiftcards();

export function normalisedSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

/** The card of a serial, or null when no such card was issued. */
export function giftcardOf(serial: string): Giftcard | null {
  const serialNumber = normalisedSerial(serial);
  const balance = balances.get(serialNumber);
  return balance === undefined ? null : { serialNumber, balance };
}

/** Takes `amount` cents from a card (a booking was made); the balance never goes below 0. */
export function debitGiftcard(serial: string, amount: number): void {
  const card = giftcardOf(serial);
  if (card) balances.set(card.serialNumber, Math.max(0, card.balance - Math.max(0, amount)));
}

export function listGiftcards(): Giftcard[] {
  return [...balances].map(([serialNumber, balance]) => ({ serialNumber, balance }));
}

const SERIAL_GROUPS = 3;

function digits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(count)), (value) => String(value % 10)).join('');
}

/** A new card of `balance` cents under a serial no card has yet: 'GC-' + three groups of 4 digits. */
export function issueGiftcard(balance: number): Giftcard {
  for (;;) {
    const serialNumber = `GC-${Array.from({ length: SERIAL_GROUPS }, () => digits(4)).join('-')}`;
    if (balances.has(serialNumber)) continue;
    balances.set(serialNumber, Math.max(0, balance));
    return { serialNumber, balance: Math.max(0, balance) };
  }
}
