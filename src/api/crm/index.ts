export { submitContactCase } from './calls';
export { SUBMISSION_ID_FIELD, toCaseForm } from './reshape';
export { CONTACT_REASONS } from '@/domain/model/contact';
