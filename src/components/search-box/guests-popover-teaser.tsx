import type { IntlShape } from 'react-intl/server';
import { DEFAULT_PAX } from '@/domain/guests/pax';
import { guestsFieldMessages } from './guests-field-messages';
import styles from './guests.module.css';
import shared from './styles.module.css';

/**
 * The guests field as the server draws it before its island has loaded (GuestsPopover's closed
 * trigger, for the default party): the same label and box, a button marked `data-activate="guests"`
 * for the panel around it, which swaps the island in on a click and opens the popover. `id` prefixes
 * its ids (one teaser of that id per page).
 */
export function GuestsPopoverTeaser({ intl, id }: { intl: IntlShape; id: string }) {
  return (
    <div className={shared.field}>
      <span className={styles.label} id={`${id}-label`}>
        {intl.formatMessage(guestsFieldMessages.guestsLabel)}
      </span>
      <button type="button" className={shared.fieldButton} aria-haspopup="dialog" aria-expanded={false} aria-labelledby={`${id}-label ${id}-value`} data-testid="guests-field" data-activate="guests">
        <span id={`${id}-value`}>{intl.formatMessage(guestsFieldMessages.guestsSummary, { ...DEFAULT_PAX })}</span>
      </button>
    </div>
  );
}
