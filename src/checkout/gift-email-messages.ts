import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** A gift order's e-mails, in the site's language: the buyer's confirmation, and the e-voucher sent to the recipient. */
export const giftEmailMessages = defineMessages<{
  subject: { reference: string };
  confirmed: NoMessageValues;
  reference: { reference: string };
  giftBox: { label: string };
  giftStay: { label: string; nights: number; people: number };
  giftCard: { amount: string };
  formatDigital: NoMessageValues;
  formatPhysical: NoMessageValues;
  options: { options: string };
  total: { amount: string };
  voucherTitle: NoMessageValues;
  code: { code: string };
  value: { amount: string };
  validUntil: { date: string };
  from: { name: string };
  message: { message: string };
  redeem: NoMessageValues;
  sentTo: { recipient: string; date: string };
  sentToMe: { date: string };
  parcelTitle: NoMessageValues;
  parcelAddress: { address: string };
  parcelEstimate: { from: string; to: string };
  parcelCode: { code: string };
  cardTitle: NoMessageValues;
  cardSerial: { serial: string };
  cardBalance: { amount: string };
  cardUse: NoMessageValues;
  recipientSubject: { name: string };
  recipientSubjectAnonymous: NoMessageValues;
  recipientGreeting: { name: string };
  recipientGreetingAnonymous: NoMessageValues;
  recipientOffer: { name: string; gift: string };
  recipientOfferAnonymous: { gift: string };
}>({
  subject: { id: 'email.gift.subject', defaultMessage: 'Your gift order {reference}' },
  confirmed: { id: 'email.gift.confirmed', defaultMessage: 'Your gift is paid. Here is everything you need to know.' },
  reference: { id: 'email.gift.reference', defaultMessage: 'Order reference: {reference}' },
  giftBox: { id: 'email.gift.box', defaultMessage: 'Gift box: {label}' },
  giftStay: { id: 'email.gift.stay', defaultMessage: 'Stay gift: {label}, {nights, plural, one {# night} other {# nights}} for {people} people' },
  giftCard: { id: 'email.gift.card', defaultMessage: 'Gift card of {amount}' },
  formatDigital: { id: 'email.gift.formatDigital', defaultMessage: 'Format: digital, sent by e-mail' },
  formatPhysical: { id: 'email.gift.formatPhysical', defaultMessage: 'Format: physical, delivered by post' },
  options: { id: 'email.gift.options', defaultMessage: 'Options: {options}' },
  total: { id: 'email.gift.total', defaultMessage: 'Price of the gift: {amount}' },
  voucherTitle: { id: 'email.gift.voucherTitle', defaultMessage: 'The e-voucher' },
  code: { id: 'email.gift.code', defaultMessage: 'Voucher code: {code}' },
  value: { id: 'email.gift.value', defaultMessage: 'Value: {amount}' },
  validUntil: { id: 'email.gift.validUntil', defaultMessage: 'Valid until {date}' },
  from: { id: 'email.gift.from', defaultMessage: 'From: {name}' },
  message: { id: 'email.gift.message', defaultMessage: 'Message: {message}' },
  redeem: { id: 'email.gift.redeem', defaultMessage: 'To use it, go to the gift page below, enter the code, choose a stay and its dates, and book: the voucher pays for it.' },
  sentTo: { id: 'email.gift.sentTo', defaultMessage: 'We send it by e-mail to {recipient} on {date}.' },
  sentToMe: { id: 'email.gift.sentToMe', defaultMessage: 'It is yours to offer, from {date}: print it or forward this e-mail.' },
  parcelTitle: { id: 'email.gift.parcelTitle', defaultMessage: 'Delivery' },
  parcelAddress: { id: 'email.gift.parcelAddress', defaultMessage: 'Delivered to: {address}' },
  parcelEstimate: { id: 'email.gift.parcelEstimate', defaultMessage: 'Expected between {from} and {to}' },
  parcelCode: { id: 'email.gift.parcelCode', defaultMessage: 'Voucher code (also printed in the box): {code}' },
  cardTitle: { id: 'email.gift.cardTitle', defaultMessage: 'The gift card' },
  cardSerial: { id: 'email.gift.cardSerial', defaultMessage: 'Serial number: {serial}' },
  cardBalance: { id: 'email.gift.cardBalance', defaultMessage: 'Balance: {amount}' },
  cardUse: {
    id: 'email.gift.cardUse',
    defaultMessage: 'To use it, enter its serial number under ‘Gift card’ at the booking step of a stay: it pays up to its balance, and what remains stays on the card.',
  },
  recipientSubject: { id: 'email.gift.recipient.subject', defaultMessage: '{name} offers you a gift' },
  recipientSubjectAnonymous: { id: 'email.gift.recipient.subjectAnonymous', defaultMessage: 'A gift for you' },
  recipientGreeting: { id: 'email.gift.recipient.greeting', defaultMessage: 'Hello {name},' },
  recipientGreetingAnonymous: { id: 'email.gift.recipient.greetingAnonymous', defaultMessage: 'Hello,' },
  recipientOffer: { id: 'email.gift.recipient.offer', defaultMessage: '{name} offers you this gift: {gift}.' },
  recipientOfferAnonymous: { id: 'email.gift.recipient.offerAnonymous', defaultMessage: 'You are offered this gift: {gift}.' },
});
