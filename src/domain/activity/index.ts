/** Pure rules of the activity voucher page and its checkout summary (part 2 §3–§5, §9). */
export * from './participants';
export * from './price';
export * from './purchase';
export * from './order';
export * from './checkout-price';
