import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import type { GiftOrderType } from '@/domain/model/checkout';

/** A gift order on the payment step and its confirmation (server-rendered): the gift, its delivery and what the buyer receives. */
export const giftPaymentMessages = defineMessages<{
  metaTitleConfirmed: NoMessageValues;
  confirmedTitle: NoMessageValues;
  reference: NoMessageValues;
  buyerTitle: NoMessageValues;
  summaryTitle: NoMessageValues;
  format: NoMessageValues;
  formatDigital: NoMessageValues;
  formatPhysical: NoMessageValues;
  peopleLabel: NoMessageValues;
  people: { people: number };
  validity: NoMessageValues;
  validityMonths: { months: number };
  options: NoMessageValues;
  deliveryTitle: NoMessageValues;
  deliveryByEmail: { recipient: string; date: string };
  deliveryToMe: { email: string; date: string };
  deliveryAddress: NoMessageValues;
  deliveryEstimate: { from: string; to: string };
  voucherTitle: NoMessageValues;
  voucherCode: NoMessageValues;
  voucherValue: NoMessageValues;
  voucherValidUntil: NoMessageValues;
  voucherFrom: NoMessageValues;
  voucherMessage: NoMessageValues;
  voucherPeople: { people: number };
  redeemTitle: NoMessageValues;
  redeemGo: NoMessageValues;
  redeemCode: NoMessageValues;
  redeemChoose: NoMessageValues;
  redeemBook: NoMessageValues;
  print: NoMessageValues;
  physicalCode: NoMessageValues;
  physicalCodeNote: NoMessageValues;
  cardTitle: NoMessageValues;
  cardSerial: NoMessageValues;
  cardBalance: NoMessageValues;
  cardUse: NoMessageValues;
  missingCode: NoMessageValues;
}>({
  metaTitleConfirmed: { id: 'payment.gift.meta.titleConfirmed', defaultMessage: 'Gift ordered' },
  confirmedTitle: { id: 'payment.gift.confirmed.title', defaultMessage: 'Your gift is ordered' },
  reference: { id: 'payment.gift.reference', defaultMessage: 'Order reference' },
  buyerTitle: { id: 'payment.gift.buyer.title', defaultMessage: 'Buyer' },
  summaryTitle: { id: 'payment.gift.summary.title', defaultMessage: 'Your gift' },
  format: { id: 'payment.gift.format', defaultMessage: 'Format' },
  formatDigital: { id: 'payment.gift.format.digital', defaultMessage: 'Digital, sent by e-mail' },
  formatPhysical: { id: 'payment.gift.format.physical', defaultMessage: 'Physical, delivered by post' },
  peopleLabel: { id: 'payment.gift.peopleLabel', defaultMessage: 'For' },
  people: { id: 'payment.gift.people', defaultMessage: '{people} people' },
  validity: { id: 'payment.gift.validity', defaultMessage: 'Validity' },
  validityMonths: { id: 'payment.gift.validityMonths', defaultMessage: '{months} months from purchase' },
  options: { id: 'payment.gift.options', defaultMessage: 'Options' },
  deliveryTitle: { id: 'payment.gift.delivery.title', defaultMessage: 'Delivery' },
  deliveryByEmail: { id: 'payment.gift.delivery.byEmail', defaultMessage: 'By e-mail to {recipient}, on {date}' },
  deliveryToMe: { id: 'payment.gift.delivery.toMe', defaultMessage: 'By e-mail to you ({email}), on {date}' },
  deliveryAddress: { id: 'payment.gift.delivery.address', defaultMessage: 'Delivered to' },
  deliveryEstimate: { id: 'payment.gift.delivery.estimate', defaultMessage: 'Expected between {from} and {to}' },
  voucherTitle: { id: 'payment.gift.voucher.title', defaultMessage: 'Your e-voucher' },
  voucherCode: { id: 'payment.gift.voucher.code', defaultMessage: 'Voucher code' },
  voucherValue: { id: 'payment.gift.voucher.value', defaultMessage: 'Value' },
  voucherValidUntil: { id: 'payment.gift.voucher.validUntil', defaultMessage: 'Valid until' },
  voucherFrom: { id: 'payment.gift.voucher.from', defaultMessage: 'From' },
  voucherMessage: { id: 'payment.gift.voucher.message', defaultMessage: 'Message' },
  voucherPeople: { id: 'payment.gift.voucher.people', defaultMessage: 'A stay for {people} people' },
  redeemTitle: { id: 'payment.gift.redeem.title', defaultMessage: 'How to use it' },
  redeemGo: { id: 'payment.gift.redeem.go', defaultMessage: 'Go to the gift page:' },
  redeemCode: { id: 'payment.gift.redeem.code', defaultMessage: 'Enter the voucher code.' },
  redeemChoose: { id: 'payment.gift.redeem.choose', defaultMessage: 'Choose a stay and its dates.' },
  redeemBook: { id: 'payment.gift.redeem.book', defaultMessage: 'Book it: the voucher pays for it.' },
  print: { id: 'payment.gift.print', defaultMessage: 'Print the e-voucher' },
  physicalCode: { id: 'payment.gift.physical.code', defaultMessage: 'Voucher code' },
  physicalCodeNote: { id: 'payment.gift.physical.codeNote', defaultMessage: 'The same code is printed in the box, with how to use it.' },
  cardTitle: { id: 'payment.gift.card.title', defaultMessage: 'Your gift card' },
  cardSerial: { id: 'payment.gift.card.serial', defaultMessage: 'Serial number' },
  cardBalance: { id: 'payment.gift.card.balance', defaultMessage: 'Balance' },
  cardUse: {
    id: 'payment.gift.card.use',
    defaultMessage: 'To use it, enter its serial number under ‘Gift card’ at the booking step of a stay: it pays up to its balance, and what remains stays on the card.',
  },
  missingCode: { id: 'payment.gift.missingCode', defaultMessage: 'Your code is in the confirmation e-mail.' },
});

/** The kind of gift, as the summary names it. */
export const giftTypeMessages = defineMessages<Record<GiftOrderType, NoMessageValues>>({
  BOX: { id: 'payment.gift.type.box', defaultMessage: 'Gift box' },
  SINGLEVOUCHER: { id: 'payment.gift.type.stay', defaultMessage: 'Stay gift' },
  GIFTCARD: { id: 'payment.gift.type.card', defaultMessage: 'Gift card' },
});
