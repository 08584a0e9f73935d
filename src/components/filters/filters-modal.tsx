'use client';

import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FilterSection } from './filter-sections';
import { FILTER_TITLES } from './filter-titles';
import { filterMessages as m } from './messages';
import { useFilterPanels, type FilterPanelsProps } from './use-filter-panels';
import styles from './filters.module.css';

/**
 * The mobile 'Filters' modal (part 1 §2): every filter of the flow stacked, Reset (the draft without
 * any filter) and Confirm (writes the draft and searches). Closing without confirming drops the draft.
 */
export function FiltersModal(props: FilterPanelsProps & { open: boolean; onOpenChange(open: boolean): void }) {
  const intl = useIntl();
  const panels = useFilterPanels(props, props.open);
  const close = (open: boolean) => {
    if (!open) panels.cancel();
    props.onOpenChange(open);
  };
  return (
    <Modal open={props.open} onOpenChange={close} title={intl.formatMessage(m.modalTitle)} fullScreenOnMobile data-testid="filters-modal">
      <div className={styles.modalBody}>
        {panels.visible.map((id) => (
          <section key={id} className={styles.modalSection} aria-labelledby={`filters-${id}`}>
            <h3 id={`filters-${id}`} className={styles.panelTitle}>
              {intl.formatMessage(FILTER_TITLES[id])}
            </h3>
            <FilterSection id={id} panels={panels} props={props} />
          </section>
        ))}
      </div>
      <div className={styles.modalFooter}>
        <Button variant="secondary" onClick={panels.resetAll}>
          {intl.formatMessage(m.reset)}
        </Button>
        <Button
          onClick={() => {
            panels.confirm();
            props.onOpenChange(false);
          }}
        >
          {intl.formatMessage(m.confirm)}
        </Button>
      </div>
    </Modal>
  );
}
