/**
 * The mail provider stand-in's outbox: every message accepted, oldest first, and the idempotency
 * keys that sent them. GET /__admin/records/emails lists it; DELETE /__admin/records empties it.
 */
export interface OutboxMessage {
  id: string;
  receivedAt: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  tags: { kind: string; reference?: string };
  /** The day the message is scheduled for (contract §7); absent for a message sent at once. */
  sendAt?: string;
}

const messages: OutboxMessage[] = [];
const byKey = new Map<string, string>();

/** Bounded so a long-running simulator cannot grow without limit. */
const MAX_MESSAGES = 2000;

export function messageOfKey(key: string): OutboxMessage | undefined {
  const id = byKey.get(key);
  return id === undefined ? undefined : messages.find((message) => message.id === id);
}

export function sendMessage(key: string, message: OutboxMessage): void {
  messages.push(message);
  byKey.set(key, message.id);
  if (messages.length > MAX_MESSAGES) {
    const oldest = messages.shift()!;
    for (const [candidate, id] of byKey) if (id === oldest.id) byKey.delete(candidate);
  }
}

export function listOutbox(): OutboxMessage[] {
  return messages.map((message) => ({ ...message, tags: { ...message.tags } }));
}

export function clearOutbox(): void {
  messages.length = 0;
  byKey.clear();
}
