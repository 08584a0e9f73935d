import type { Payment, PaymentStatus, RefusalReason } from './payment';

/**
 * The payments the provider's stand-in holds, with their status history, and the idempotency keys
 * of their creation. GET /__admin/records/payments lists them; DELETE /__admin/records forgets them.
 */
export interface StoredPayment {
  payment: Payment;
  history: Array<{ status: PaymentStatus; at: string }>;
  /** The creation request as compared for idempotency (canonical JSON of its fields). */
  request: string;
  /** A card that asked for 3-D Secure waits for the challenge page's outcome. */
  challengePending: boolean;
}

const payments = new Map<string, StoredPayment>();
const byIdempotencyKey = new Map<string, string>();

/** Bounded so a long-running simulator cannot grow without limit (oldest first out). */
const MAX_PAYMENTS = 5000;

export function rememberPayment(stored: StoredPayment): void {
  payments.set(stored.payment.id, stored);
  byIdempotencyKey.set(stored.payment.idempotencyKey, stored.payment.id);
  if (payments.size > MAX_PAYMENTS) {
    const oldest = payments.values().next().value!;
    payments.delete(oldest.payment.id);
    byIdempotencyKey.delete(oldest.payment.idempotencyKey);
  }
}

export function storedPayment(id: string): StoredPayment | undefined {
  return payments.get(id);
}

export function paymentById(id: string): Payment | undefined {
  return payments.get(id)?.payment;
}

export function paymentOfIdempotencyKey(key: string): StoredPayment | undefined {
  const id = byIdempotencyKey.get(key);
  return id === undefined ? undefined : payments.get(id);
}

/** Oldest first. */
export function paymentsOfReference(merchantReference: string): Payment[] {
  return [...payments.values()].filter((stored) => stored.payment.merchantReference === merchantReference).map((stored) => stored.payment);
}

/** Moves a payment to a status (history grows by one entry when the status changes). */
export function setPaymentStatus(
  id: string,
  status: PaymentStatus,
  now: Date,
  changes: { refusalReason?: RefusalReason | null; cardLast4?: string | null } = {},
): Payment {
  const stored = payments.get(id);
  if (!stored) throw new Error(`No payment ${id}`);
  const at = now.toISOString();
  const changed = stored.payment.status !== status;
  stored.payment = { ...stored.payment, ...changes, status, updatedAt: at };
  stored.challengePending = false;
  if (changed) stored.history.push({ status, at });
  return stored.payment;
}

export function setChallengePending(id: string, cardLast4: string, now: Date): void {
  const stored = payments.get(id);
  if (!stored) return;
  stored.payment = { ...stored.payment, cardLast4, updatedAt: now.toISOString() };
  stored.challengePending = true;
}

/** Every payment, oldest first, with its status history (the admin records). */
export function listPayments(): Array<Payment & { history: StoredPayment['history'] }> {
  return [...payments.values()].map((stored) => ({ ...stored.payment, history: [...stored.history] }));
}

export function clearPayments(): void {
  payments.clear();
  byIdempotencyKey.clear();
}
