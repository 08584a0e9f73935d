export { capturePayment, createPayment, fetchPayment, fetchPaymentsOf, refundPayment, voidPayment, type CreatePaymentParams } from './calls';
