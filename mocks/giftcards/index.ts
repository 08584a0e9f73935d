export { debitGiftcard, giftcardOf, listGiftcards, normalisedSerial, resetGiftcards, type Giftcard } from './giftcards';
