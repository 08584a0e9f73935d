export * from './checkout-requote';
export * from './checkout-id';
export * from './cancellation-terms';
export * from './stay-nights';
