import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Text of the shell's client islands (shipped to the browser on every page: message-group.ts). */
export const islandMessages = defineMessages<{
  giftButton: NoMessageValues;
  giftTitle: NoMessageValues;
  giftBox: NoMessageValues;
  giftBoxText: NoMessageValues;
  giftStay: NoMessageValues;
  giftStayText: NoMessageValues;
  giftCard: NoMessageValues;
  giftCardText: NoMessageValues;
  giftActivity: NoMessageValues;
  giftActivityText: NoMessageValues;
  signIn: NoMessageValues;
  account: NoMessageValues;
  profile: NoMessageValues;
  trips: NoMessageValues;
  wishlist: NoMessageValues;
  signOut: NoMessageValues;
  openMenu: NoMessageValues;
  menuTitle: NoMessageValues;
  goBack: NoMessageValues;
  seeAll: { label: string };
  myBooking: NoMessageValues;
  giftBoxLogin: NoMessageValues;
  burgerWishlist: NoMessageValues;
  contact: NoMessageValues;
  sites: NoMessageValues;
  social: NoMessageValues;
  inspirations: NoMessageValues;
  suggest: { theme: string };
  wantToGo: NoMessageValues;
  back: NoMessageValues;
  shareLink: NoMessageValues;
  shareCopied: NoMessageValues;
  shareFailed: NoMessageValues;
}>({
  giftButton: { id: 'shell.gift.button', defaultMessage: 'Offer a gift' },
  giftTitle: { id: 'shell.gift.title', defaultMessage: 'What would you like to offer?' },
  giftBox: { id: 'shell.gift.box', defaultMessage: 'A gift box' },
  giftBoxText: { id: 'shell.gift.box-text', defaultMessage: 'A choice of stays for two, valid for a year and a half.' },
  giftStay: { id: 'shell.gift.stay', defaultMessage: 'A gift stay' },
  giftStayText: { id: 'shell.gift.stay-text', defaultMessage: 'The stay of your choice for two, as a voucher valid 12 months.' },
  giftCard: { id: 'shell.gift.card', defaultMessage: 'A gift card' },
  giftCardText: { id: 'shell.gift.card-text', defaultMessage: 'The amount of your choice, to spend on any stay.' },
  giftActivity: { id: 'shell.gift.activity', defaultMessage: 'An activity voucher' },
  giftActivityText: { id: 'shell.gift.activity-text', defaultMessage: 'An experience to enjoy, valid 12 months.' },
  signIn: { id: 'shell.account.sign-in', defaultMessage: 'Sign in' },
  account: { id: 'shell.account.menu', defaultMessage: 'My account' },
  profile: { id: 'shell.account.profile', defaultMessage: 'My profile' },
  trips: { id: 'shell.account.trips', defaultMessage: 'My trips' },
  wishlist: { id: 'shell.account.wishlist', defaultMessage: 'My wishlist' },
  signOut: { id: 'shell.account.sign-out', defaultMessage: 'Sign out' },
  openMenu: { id: 'shell.burger.open', defaultMessage: 'Open the menu' },
  menuTitle: { id: 'shell.burger.title', defaultMessage: 'Menu' },
  goBack: { id: 'shell.burger.go-back', defaultMessage: 'Go back' },
  seeAll: { id: 'shell.menu.see-all', defaultMessage: 'See all: {label}' },
  myBooking: { id: 'shell.burger.my-booking', defaultMessage: 'My booking' },
  giftBoxLogin: { id: 'shell.burger.gift-box-login', defaultMessage: 'I received a gift box' },
  burgerWishlist: { id: 'shell.burger.wishlist', defaultMessage: 'Wishlist' },
  contact: { id: 'shell.burger.contact', defaultMessage: 'Contact' },
  sites: { id: 'shell.burger.sites', defaultMessage: 'Country and language' },
  social: { id: 'shell.burger.social', defaultMessage: 'Follow us' },
  inspirations: { id: 'shell.mega-menu.button', defaultMessage: 'Inspirations' },
  suggest: { id: 'shell.mega-menu.suggest', defaultMessage: 'We suggest you: {theme}' },
  wantToGo: { id: 'shell.mega-menu.go', defaultMessage: 'I want to go!' },
  back: { id: 'shell.back', defaultMessage: 'Back' },
  shareLink: { id: 'shell.share.button', defaultMessage: 'Copy the customer link' },
  shareCopied: { id: 'shell.share.copied', defaultMessage: 'Link copied. It opens on the public site.' },
  shareFailed: { id: 'shell.share.failed', defaultMessage: 'The link could not be copied. Select it and copy it by hand:' },
});
