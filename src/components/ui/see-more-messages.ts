import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The see more / see less toggle of descriptions (part 1 §4); the domain names them by these ids. */
export const seeMoreMessages = defineMessages<{ more: NoMessageValues; less: NoMessageValues }>({
  more: { id: 'common.seeMore', defaultMessage: 'See more' },
  less: { id: 'common.seeLess', defaultMessage: 'See less' },
});
