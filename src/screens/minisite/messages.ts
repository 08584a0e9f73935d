import { defineMessages, type NoMessageValues } from 'react-intl/server';

type Partner = { partner: string };

export const minisiteMessages = defineMessages<{
  title: Partner;
  logoAlt: Partner;
  search: NoMessageValues;
  offers: Partner;
  terms: NoMessageValues;
  claims: { stays: number; years: number };
  error: NoMessageValues;
  errorHint: NoMessageValues;
  home: NoMessageValues;
}>({
  title: { id: 'minisite.title', defaultMessage: 'Exclusive weekends with {partner}' },
  logoAlt: { id: 'minisite.logo.alt', defaultMessage: '{partner} logo' },
  search: { id: 'minisite.search', defaultMessage: 'Find your weekend' },
  offers: { id: 'minisite.offers', defaultMessage: 'Our selection for {partner}' },
  terms: { id: 'minisite.terms', defaultMessage: 'Terms of the offer' },
  claims: { id: 'minisite.claims', defaultMessage: 'More than {stays, number} stays · {years} years of partnerships' },
  error: { id: 'minisite.error', defaultMessage: 'Oops, something went wrong' },
  errorHint: { id: 'minisite.error.hint', defaultMessage: 'This partner page cannot be shown right now. Please try again in a moment.' },
  home: { id: 'minisite.home', defaultMessage: 'Go to the homepage' },
});
