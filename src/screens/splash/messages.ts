import { defineMessages, type NoMessageValues } from 'react-intl/server';

/**
 * The country splash's own texts, in the page's language (the visitor's, visitorLanguage in src/server/page-locale.ts):
 * its title, description and the name of the country list. The country and language names stay
 * endonyms, each marked with its own lang (countries.ts).
 */
export const splashMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: NoMessageValues;
  countries: NoMessageValues;
}>({
  metaTitle: { id: 'splash.metaTitle', defaultMessage: 'Escapade — weekend getaways in France, Belgium, the Netherlands, Italy and Spain' },
  metaDescription: { id: 'splash.metaDescription', defaultMessage: 'Choose your country: Escapade weekend stays with activities in France, Belgium, the Netherlands, Italy and Spain.' },
  countries: { id: 'splash.countries', defaultMessage: 'Choose your country' },
});
