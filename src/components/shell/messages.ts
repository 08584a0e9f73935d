import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Server-rendered shell text (header, top bar, footer, banner, breadcrumb, care bar). */
export const shellMessages = defineMessages<{
  skipToContent: NoMessageValues;
  home: NoMessageValues;
  help: NoMessageValues;
  mainNavigation: NoMessageValues;
  ideas: NoMessageValues;
  giftBoxes: NoMessageValues;
  giftCard: NoMessageValues;
  footerHelpTitle: NoMessageValues;
  footerContact: NoMessageValues;
  footerHelpCentre: NoMessageValues;
  footerHours: NoMessageValues;
  footerPhone: NoMessageValues;
  footerCompanyTitle: NoMessageValues;
  footerPartner: NoMessageValues;
  footerPress: NoMessageValues;
  footerJobs: NoMessageValues;
  footerSitesTitle: NoMessageValues;
  footerSocialTitle: NoMessageValues;
  footerCopyright: { year: string };
  announcement: NoMessageValues;
  promoBarLabel: NoMessageValues;
  breadcrumb: NoMessageValues;
  careMode: NoMessageValues;
  previewLabel: NoMessageValues;
  previewText: NoMessageValues;
  previewExit: NoMessageValues;
}>({
  skipToContent: { id: 'shell.skip-to-content', defaultMessage: 'Skip to main content' },
  home: { id: 'shell.header.home', defaultMessage: 'Escapade, home page' },
  help: { id: 'shell.header.help', defaultMessage: 'Help' },
  mainNavigation: { id: 'shell.top-bar.label', defaultMessage: 'Main menu' },
  ideas: { id: 'shell.top-bar.ideas', defaultMessage: 'Weekend ideas' },
  giftBoxes: { id: 'shell.top-bar.gift-boxes', defaultMessage: 'Gift boxes' },
  giftCard: { id: 'shell.top-bar.gift-card', defaultMessage: 'Gift card' },
  footerHelpTitle: { id: 'shell.footer.help-title', defaultMessage: 'Need help?' },
  footerContact: { id: 'shell.footer.contact', defaultMessage: 'Contact us' },
  footerHelpCentre: { id: 'shell.footer.help-centre', defaultMessage: 'Help centre (FAQ)' },
  footerHours: { id: 'shell.footer.hours', defaultMessage: 'Our advisers answer you Monday to Friday, from 10 am to 6 pm.' },
  footerPhone: { id: 'shell.footer.phone', defaultMessage: 'Call us:' },
  footerCompanyTitle: { id: 'shell.footer.company-title', defaultMessage: 'About us' },
  footerPartner: { id: 'shell.footer.partner', defaultMessage: 'Become a partner hotel' },
  footerPress: { id: 'shell.footer.press', defaultMessage: 'Press' },
  footerJobs: { id: 'shell.footer.jobs', defaultMessage: 'Jobs' },
  footerSitesTitle: { id: 'shell.footer.sites-title', defaultMessage: 'Our sites' },
  footerSocialTitle: { id: 'shell.footer.social-title', defaultMessage: 'Follow us' },
  footerCopyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} Escapade. All rights reserved.' },
  announcement: { id: 'shell.banner.label', defaultMessage: 'Announcement' },
  promoBarLabel: { id: 'shell.promo-bar.label', defaultMessage: 'Offers of the moment' },
  breadcrumb: { id: 'shell.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  careMode: { id: 'shell.care.mode', defaultMessage: 'Customer-care mode' },
  previewLabel: { id: 'shell.preview.label', defaultMessage: 'Preview' },
  previewText: { id: 'shell.preview.text', defaultMessage: 'Preview: you are seeing unpublished content' },
  previewExit: { id: 'shell.preview.exit', defaultMessage: 'Leave preview' },
});
