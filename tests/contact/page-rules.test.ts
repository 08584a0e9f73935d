import { HELP_HOURS, CHAT_HOURS } from '@/domain/contact/hours';
import { newSubmissionId } from '@/domain/contact/submission-id';
import { faqHref, isThankYou, POPULAR_FAQS, QUICK_ACTIONS, quickActionHref } from '@/screens/contact/help-links';

describe('contact page rules', () => {
  it('quick actions open the account’s trips page on the action’s hash', () => {
    expect(QUICK_ACTIONS.map(quickActionHref)).toEqual(['/account/trips#modify', '/account/trips#cancel', '/account/trips#invoice']);
  });

  it('five popular questions, each an article of the site’s help centre', () => {
    expect(POPULAR_FAQS).toHaveLength(5);
    const links = POPULAR_FAQS.map((faq) => faqHref('https://hulp.escapade.be/hc/nl-be/', faq));
    expect(new Set(links).size).toBe(5);
    for (const link of links) expect(link).toMatch(/^https:\/\/hulp\.escapade\.be\/hc\/nl-be\/articles\/\d+$/);
  });

  it('the thank-you variant is ref=contact_thank_you only', () => {
    expect(isThankYou({ ref: 'contact_thank_you' })).toBe(true);
    expect(isThankYou({ ref: ['contact_thank_you', 'x'] })).toBe(true);
    expect(isThankYou({ ref: 'newsletter' })).toBe(false);
    expect(isThankYou({})).toBe(false);
  });

  it('help Monday to Friday 10-19 and Saturday 10-18; chat 9 to 6 Monday to Friday', () => {
    expect(HELP_HOURS).toEqual([
      { days: 'weekdays', from: 10, to: 19 },
      { days: 'saturday', from: 10, to: 18 },
    ]);
    expect(CHAT_HOURS).toEqual([{ days: 'weekdays', from: 9, to: 18 }]);
  });

  it('a submission id is a version 4 UUID, a new one each time', () => {
    const id = newSubmissionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSubmissionId()).not.toBe(id);
    expect(newSubmissionId((bytes) => bytes.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
