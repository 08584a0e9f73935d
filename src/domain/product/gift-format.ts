/**
 * The physical gift format (part 1 §4, §8): offered only when a physical version exists; disabled,
 * with the message below, when the physical-gift flag is off or the shipping-cost call failed —
 * without shipping costs the total cannot be priced, so the format cannot be sold.
 */

export const PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE = 'Victim of its success, the physical format is coming back soon!';

export interface PhysicalFormatInput {
  hasPhysicalVersion: boolean;
  physicalGiftEnabled: boolean;
  /** The shipping-cost call's result; only whether it succeeded matters here. */
  shippingCosts: { readonly ok: boolean };
}

export type PhysicalFormatState =
  /** No physical version: the choice is not shown at all. */
  | { kind: 'notOffered' }
  /** Shown but disabled, with PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE. */
  | { kind: 'disabled'; message: typeof PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE }
  | { kind: 'available' };

export function physicalFormatState(input: PhysicalFormatInput): PhysicalFormatState {
  if (!input.hasPhysicalVersion) return { kind: 'notOffered' };
  if (!input.physicalGiftEnabled || !input.shippingCosts.ok) return { kind: 'disabled', message: PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE };
  return { kind: 'available' };
}

export function isPhysicalFormatAvailable(input: PhysicalFormatInput): boolean {
  return physicalFormatState(input).kind === 'available';
}
