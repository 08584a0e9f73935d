import { defineMessages } from '@formatjs/intl';

/**
 * The crash page renders in the browser (error boundaries are client components): 'island.' ids.
 * Plain texts only, in every catalogue (tests/content/crash-messages.test.ts): the global error page
 * formats catalogue texts the server did not parse, and the browser has no ICU parser, so
 * react-intl shows them verbatim.
 */
export const crashMessages = defineMessages({
  title: { id: 'island.crash.title', defaultMessage: 'It seems that the page went on holidays' },
  text: { id: 'island.crash.text', defaultMessage: 'Something went wrong on our side. Please continue from the homepage.' },
  home: { id: 'island.crash.home', defaultMessage: 'Go to the homepage' },
});
