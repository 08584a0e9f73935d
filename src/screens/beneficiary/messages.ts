import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The voucher panel of the beneficiary's stays (server-rendered). */
export const voucherPanelMessages = defineMessages<{
  title: NoMessageValues;
  box: { box: string };
  value: { value: string };
  code: { code: string };
  anotherCode: NoMessageValues;
  refused: NoMessageValues;
  unavailable: NoMessageValues;
  enterCode: NoMessageValues;
}>({
  title: { id: 'beneficiary.panel.title', defaultMessage: 'Your gift box' },
  box: { id: 'beneficiary.panel.box', defaultMessage: 'Box: {box}' },
  value: { id: 'beneficiary.panel.value', defaultMessage: 'Value: {value}' },
  code: { id: 'beneficiary.panel.code', defaultMessage: 'Code: {code}' },
  anotherCode: { id: 'beneficiary.panel.anotherCode', defaultMessage: 'Use another code' },
  refused: { id: 'beneficiary.panel.refused', defaultMessage: 'The gift box code you entered can no longer be used.' },
  unavailable: { id: 'beneficiary.panel.unavailable', defaultMessage: 'We could not check your gift box right now.' },
  enterCode: { id: 'beneficiary.panel.enterCode', defaultMessage: 'Enter a gift box code' },
});
