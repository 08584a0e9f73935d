export { fetchVoucher } from './calls';
