import { defineMessages, type NoMessageValues } from 'react-intl/server';
import type { IntlShape } from 'react-intl/server';
import type { PhysicalFormatState } from '@/domain/product/gift-format';
import { GIFT_BOX_PEOPLE, GIFT_BOX_VALIDITY_MONTHS } from '@/domain/product/gift-terms';
import { boxMessages as m } from './messages';

/**
 * The box texts that depend on a rule rather than on the page alone: the formats' heading and the
 * how-it-works steps follow the formats offered, and the validity is worded once for the box page
 * and the gift summary.
 */
const texts = defineMessages<{
  validity: { people: number; months: number };
  formatsTitleDigital: NoMessageValues;
  step2Digital: NoMessageValues;
}>({
  validity: { id: 'box.validity.text', defaultMessage: 'For {people} people, valid {months, plural, =18 {one and a half years} other {# months}}' },
  formatsTitleDigital: { id: 'box.formats.titleDigital', defaultMessage: 'A digital gift box' },
  step2Digital: { id: 'box.how.step2Digital', defaultMessage: 'Offer it by email, ready to print or to forward.' },
});

/**
 * A gift box's validity (part 1 §9: for 2 people, one and a half years): the one wording of the
 * box page and of the gift summary, in every language. The rule's number is in months; 18 reads
 * 'one and a half years', as the box listing, the gift drawer and the boxes' own content say it.
 */
export function giftBoxValidityText(intl: IntlShape): string {
  return intl.formatMessage(texts.validity, { people: GIFT_BOX_PEOPLE, months: GIFT_BOX_VALIDITY_MONTHS });
}

/**
 * The formats' heading and the 4 how-it-works steps. Where the physical format is not offered
 * (part 2 §2: hidden for region IT; or a box without a physical version) they speak of the
 * digital box only: no 'digital or physical' heading, no box delivered home. A physical format
 * that is only disabled for now keeps both (its block says it is coming back).
 */
export function boxFormatTexts(intl: IntlShape, physical: PhysicalFormatState): { formatsTitle: string; steps: string[] } {
  const digitalOnly = physical.kind === 'notOffered';
  return {
    formatsTitle: intl.formatMessage(digitalOnly ? texts.formatsTitleDigital : m.formatsTitle),
    steps: [m.step1, digitalOnly ? texts.step2Digital : m.step2, m.step3, m.step4].map((step) => intl.formatMessage(step)),
  };
}
