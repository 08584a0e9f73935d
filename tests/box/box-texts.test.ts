import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { boxFormatTexts, giftBoxValidityText } from '@/screens/box/box-texts';

/** Part 1 §9 (box validity), part 2 §2 (the physical format hidden for region IT), in every site. */
describe('box texts', () => {
  it('words the validity once (one and a half years) for the box page and the gift summary', () => {
    const expected: Record<Locale, string> = {
      fr_FR: 'Pour 2 personnes, valable un an et demi',
      fr_BE: 'Pour 2 personnes, valable un an et demi',
      nl_NL: 'Voor 2 personen, anderhalf jaar geldig',
      nl_BE: 'Voor 2 personen, anderhalf jaar geldig',
      it_IT: 'Per 2 persone, valido un anno e mezzo',
      es_ES: 'Para 2 personas, válida un año y medio',
    };
    for (const locale of LOCALES) expect(giftBoxValidityText(getIntl(locale)), locale).toBe(expected[locale]);
  });

  it('Italy (physical not offered): the heading and step 2 speak of the digital box only', () => {
    const italian = boxFormatTexts(getIntl('it_IT'), { kind: 'notOffered' });
    expect(italian.formatsTitle).toBe('Un cofanetto regalo digitale');
    expect(italian.steps).toHaveLength(4);
    expect(italian.steps[1]).toBe('Regalalo via e-mail, pronto da stampare o da inoltrare.');
    expect(italian.steps.join(' ')).not.toMatch(/fisic|consegnat|a casa/i);
  });

  it('sites that sell the physical box keep both formats, also while the physical one is disabled', () => {
    for (const physical of [{ kind: 'available' }, { kind: 'disabled', message: 'Victim of its success, the physical format is coming back soon!' }] as const) {
      const french = boxFormatTexts(getIntl('fr_FR'), physical);
      expect(french.formatsTitle).toBe('Coffret numérique ou physique');
      expect(french.steps[1]).toBe('Offrez-le par e-mail, ou en coffret livré chez vous.');
    }
  });

  it('in every site, the digital-only texts differ from the two-format ones', () => {
    for (const locale of LOCALES) {
      const intl = getIntl(locale);
      const digital = boxFormatTexts(intl, { kind: 'notOffered' });
      const both = boxFormatTexts(intl, { kind: 'available' });
      expect(digital.formatsTitle, locale).not.toBe(both.formatsTitle);
      expect(digital.steps[1], locale).not.toBe(both.steps[1]);
      expect([digital.steps[0], digital.steps[2], digital.steps[3]], locale).toEqual([both.steps[0], both.steps[2], both.steps[3]]);
    }
  });
});
