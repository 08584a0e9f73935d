export { submitContactCase } from './calls';
export { toCaseForm } from './reshape';
export { CONTACT_REASONS } from '@/domain/model/contact';
