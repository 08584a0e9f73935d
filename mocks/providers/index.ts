import { messengerHandlers } from './messenger';
import { recaptchaHandlers } from './recaptcha';

/** Stand-ins of the third-party providers the browser talks to (recaptcha, chat messenger). */
export const providerHandlers = [...recaptchaHandlers, ...messengerHandlers];
