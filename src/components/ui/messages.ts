import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the shared UI primitives (client islands: the 'shell.' prefix ships them to the browser). */
export const uiMessages = defineMessages<{ close: NoMessageValues }>({
  close: { id: 'shell.ui.close', defaultMessage: 'Close' },
});
