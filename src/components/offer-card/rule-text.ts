import type { IntlShape, MessageDescriptor } from 'react-intl';
import { marketingLabelMessages, offerCardRuleMessages } from './messages';

const BY_ID = new Map<string, MessageDescriptor>(Object.values(offerCardRuleMessages).map((descriptor) => [descriptor.id as string, descriptor]));

/** The text of a message the domain names by id (cardDisplay, reviewScoreDisplay, cancellationLabel…). */
export function ruleText(intl: IntlShape, key: string, values?: Record<string, string | number>): string {
  const descriptor = BY_ID.get(key);
  return descriptor ? intl.formatMessage(descriptor, values) : '';
}

/** A catalogue marketing label as a badge; an unknown code is not shown (no raw codes on screen). */
export function marketingLabelText(intl: IntlShape, code: string): string | null {
  const descriptor = (marketingLabelMessages as Record<string, MessageDescriptor>)[code];
  return descriptor ? intl.formatMessage(descriptor) : null;
}
