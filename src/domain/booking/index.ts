export * from './checkout-requote';
export * from './checkout-id';
