/**
 * The voucher page's purchase choice (part 2 §4 "Activity purchase"): Offer or 'Buy for myself'
 * opens the confirmation; own use is flagged when 'Buy for myself' was chosen; closing resets both.
 * Continue leaves with the flag as it is.
 */
export interface PurchaseChoice {
  open: boolean;
  ownUse: boolean;
}

export type PurchaseAction = { type: 'offer' } | { type: 'buyForMyself' } | { type: 'close' };

export const CLOSED_PURCHASE: PurchaseChoice = Object.freeze({ open: false, ownUse: false });

export function purchaseChoice(state: PurchaseChoice, action: PurchaseAction): PurchaseChoice {
  switch (action.type) {
    case 'offer':
      return { open: true, ownUse: false };
    case 'buyForMyself':
      return { open: true, ownUse: true };
    case 'close':
      return CLOSED_PURCHASE;
  }
}
