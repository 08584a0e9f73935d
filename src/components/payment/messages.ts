import { defineMessages } from '@formatjs/intl';

/** Texts of an instalment schedule (part 2 §9), shared by the product page and the payment step. */
export const instalmentScheduleMessages = defineMessages<{
  orPayIn: { count: number };
  paymentToday: { amount: string };
  paymentOn: { date: string; amount: string };
  withFee: { payment: string; fee: string };
  total: { total: string };
  totalWithFee: { total: string; fee: string };
}>({
  orPayIn: { id: 'payment.instalments.orPayIn', defaultMessage: 'Or pay in {count} instalments with Alma:' },
  paymentToday: { id: 'payment.instalments.today', defaultMessage: 'Today: {amount}' },
  paymentOn: { id: 'payment.instalments.on', defaultMessage: '{date}: {amount}' },
  withFee: { id: 'payment.instalments.withFee', defaultMessage: '{payment} (including {fee} in fees)' },
  total: { id: 'payment.instalments.total', defaultMessage: 'Total: {total}' },
  totalWithFee: { id: 'payment.instalments.totalWithFee', defaultMessage: 'Total: {total}, including {fee} in fees' },
});
