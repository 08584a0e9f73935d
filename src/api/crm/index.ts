export { submitContactCase, DEFAULT_CRM_ORG_ID } from './calls';
export { toCaseForm } from './reshape';
export { CONTACT_REASONS } from '@/domain/model/contact';
