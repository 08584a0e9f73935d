import { useSyncExternalStore } from 'react';
import { bffPost } from '@/bff/client';
import { experimentsActivateContract } from '@/bff/contracts/experiments-activate';
import { assignmentCookieValue, needsActivation, readAssignment, type VisitorAssignment } from '@/domain/experiments/assignment';

/**
 * The visitor's experiment assignment in the browser: read from the cookie the activation route
 * sets, activated once per visitor. The server never reads it (pages stay cacheable): the server
 * HTML and the first render are unassigned, then the islands follow the cookie.
 */

const listeners = new Set<() => void>();
let snapshot: { cookie: string | null; assignment: VisitorAssignment | null } = { cookie: null, assignment: null };

function current(): VisitorAssignment | null {
  const cookie = assignmentCookieValue(document.cookie);
  // One object per cookie value: useSyncExternalStore compares snapshots by identity.
  if (cookie !== snapshot.cookie) snapshot = { cookie, assignment: readAssignment(cookie) };
  return snapshot.assignment;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One fact of the assignment, as a primitive: a subscriber re-renders only when that fact changes.
 * Every offer card of a page reads the discount flag; an activation that assigns the visitor to
 * the other experiment, or to no discount, re-renders none of them.
 */
export function useAssignmentFact<T extends string | number | boolean>(fact: (assignment: VisitorAssignment | null) => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, () => fact(current()), () => serverValue);
}

let activation: Promise<void> | null = null;

/**
 * Asks the experimentation service once per visitor (and once per document while it answers). A
 * failure leaves the visitor unassigned, silently: no discount, no dates prompt, and a new try on
 * the next page load.
 */
export function activateVisitorOnce(): Promise<void> {
  if (!needsActivation(current())) return Promise.resolve();
  activation ??= bffPost(experimentsActivateContract, {})
    .then(() => listeners.forEach((listener) => listener()))
    .catch(() => {
      activation = null;
    });
  return activation;
}
