export { debitGiftcard, giftcardOf, issueGiftcard, listGiftcards, normalisedSerial, resetGiftcards, type Giftcard } from './giftcards';
