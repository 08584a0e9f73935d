/**
 * The recently viewed carousel (part 2 §2, §4): a client island that reads the site's list after
 * mount. Pages load `./recently-viewed-carousel` through next/dynamic; this barrel gives the
 * message group to register on the screen.
 */
export { recentlyViewedMessageGroup } from './message-group';
