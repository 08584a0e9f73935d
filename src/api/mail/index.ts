export { sendEmail, type OutgoingEmail } from './calls';
