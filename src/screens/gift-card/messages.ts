import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the gift card page rendered on the server. */
export const giftCardPageMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: { min: string; max: string };
  title: NoMessageValues;
  intro: NoMessageValues;
  stepsTitle: NoMessageValues;
  stepAmount: NoMessageValues;
  stepPersonalise: NoMessageValues;
  stepSend: NoMessageValues;
  stepSpend: NoMessageValues;
}>({
  metaTitle: { id: 'giftCard.meta.title', defaultMessage: 'Gift card: let them choose their getaway' },
  metaDescription: {
    id: 'giftCard.meta.description',
    defaultMessage: 'Offer a gift card from {min} to {max}, personalised with your name and a message and sent free of charge by e-mail. It can be spent on any stay or experience.',
  },
  title: { id: 'giftCard.title', defaultMessage: 'The gift card' },
  intro: { id: 'giftCard.intro', defaultMessage: 'Not sure which getaway they would love? Offer an amount and let them choose among all our stays and experiences.' },
  stepsTitle: { id: 'giftCard.steps.title', defaultMessage: 'How it works' },
  stepAmount: { id: 'giftCard.steps.amount', defaultMessage: 'Choose the amount of the card.' },
  stepPersonalise: { id: 'giftCard.steps.personalise', defaultMessage: 'Add your name and a message if you wish.' },
  stepSend: { id: 'giftCard.steps.send', defaultMessage: 'The card is sent by e-mail, free of charge, ready to print or forward.' },
  stepSpend: { id: 'giftCard.steps.spend', defaultMessage: 'They spend it on the stay or experience of their choice.' },
});
