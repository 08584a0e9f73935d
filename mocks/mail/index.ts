/** The mail provider's stand-in: its send call, its outbox and the outbox's admin listing. */
export { mailAdminHandlers, mailHandlers } from './api';
export { clearOutbox, listOutbox, type OutboxMessage } from './outbox';
