import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the contact page rendered on the server. */
export const contactPageMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  thankYou: NoMessageValues;
  faqBannerTitle: NoMessageValues;
  faqBannerText: NoMessageValues;
  faqBannerLink: NoMessageValues;
  quickActionsTitle: NoMessageValues;
  quickActionModify: NoMessageValues;
  quickActionCancel: NoMessageValues;
  quickActionInvoice: NoMessageValues;
  popularTitle: NoMessageValues;
  faqModifyBooking: NoMessageValues;
  faqCancelBooking: NoMessageValues;
  faqConfirmationEmail: NoMessageValues;
  faqGiftVoucher: NoMessageValues;
  faqPaymentMethods: NoMessageValues;
  contactTitle: NoMessageValues;
  messageTitle: NoMessageValues;
  messageText: NoMessageValues;
  helpHoursTitle: NoMessageValues;
  chatTitle: NoMessageValues;
  chatHoursTitle: NoMessageValues;
  hoursWeekdays: { from: string; to: string };
  hoursSaturday: { from: string; to: string };
}>({
  metaTitle: { id: 'contact.meta.title', defaultMessage: 'Contact us: customer care' },
  metaDescription: {
    id: 'contact.meta.description',
    defaultMessage: 'Questions about a booking or a gift? Find the answer in our help centre, manage your booking, chat with us or leave us a message: our customer care team replies within 48h.',
  },
  title: { id: 'contact.title', defaultMessage: 'How can we help you?' },
  intro: { id: 'contact.intro', defaultMessage: 'Manage your booking yourself, find an answer among the popular questions, or write to our customer care team.' },
  thankYou: { id: 'contact.thankYou', defaultMessage: 'Thank you for your message. Our customer care team will contact you within 48h.' },
  faqBannerTitle: { id: 'contact.faqBanner.title', defaultMessage: 'Find your answer in our FAQ' },
  faqBannerText: { id: 'contact.faqBanner.text', defaultMessage: 'Most questions are already answered in our help centre, day and night.' },
  faqBannerLink: { id: 'contact.faqBanner.link', defaultMessage: 'Visit the help centre' },
  quickActionsTitle: { id: 'contact.quickActions.title', defaultMessage: 'Manage my booking' },
  quickActionModify: { id: 'contact.quickActions.modify', defaultMessage: 'Modify my booking' },
  quickActionCancel: { id: 'contact.quickActions.cancel', defaultMessage: 'Cancel my booking' },
  quickActionInvoice: { id: 'contact.quickActions.invoice', defaultMessage: 'Request an invoice' },
  popularTitle: { id: 'contact.popular.title', defaultMessage: 'Popular questions' },
  faqModifyBooking: { id: 'contact.popular.modifyBooking', defaultMessage: 'How can I modify my booking?' },
  faqCancelBooking: { id: 'contact.popular.cancelBooking', defaultMessage: 'How can I cancel my booking?' },
  faqConfirmationEmail: { id: 'contact.popular.confirmationEmail', defaultMessage: 'I have not received my confirmation e-mail' },
  faqGiftVoucher: { id: 'contact.popular.giftVoucher', defaultMessage: 'How do I use my gift voucher?' },
  faqPaymentMethods: { id: 'contact.popular.paymentMethods', defaultMessage: 'Which payment methods can I use?' },
  contactTitle: { id: 'contact.team.title', defaultMessage: 'Contact our customer care team' },
  messageTitle: { id: 'contact.team.messageTitle', defaultMessage: 'Write to us' },
  messageText: { id: 'contact.team.messageText', defaultMessage: 'Leave us a message: our customer care team will contact you within 48h.' },
  helpHoursTitle: { id: 'contact.team.helpHours', defaultMessage: 'Our customer care team is available' },
  chatTitle: { id: 'contact.team.chatTitle', defaultMessage: 'Chat with us' },
  chatHoursTitle: { id: 'contact.team.chatHours', defaultMessage: 'The chat is open' },
  hoursWeekdays: { id: 'contact.hours.weekdays', defaultMessage: 'Monday to Friday, {from} - {to}' },
  hoursSaturday: { id: 'contact.hours.saturday', defaultMessage: 'Saturday, {from} - {to}' },
});
