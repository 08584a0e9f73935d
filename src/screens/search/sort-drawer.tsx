'use client';

import { useIntl } from 'react-intl';
import { Drawer } from '@/components/ui/drawer';
import type { SearchOrder } from '@/domain/model/search';
import { searchMessages as m, sortMessages } from './client-messages';
import styles from './search.module.css';

/**
 * 'Sort by' (part 1 §2, §4): a bottom drawer at every size (desktop too), the flow's orders as radio buttons; a change applies at once and
 * closes the drawer. Loaded on first opening (Radix Dialog stays out of the page's first load).
 */
export default function SortDrawer(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  options: readonly SearchOrder[];
  value: SearchOrder;
  onChange(order: SearchOrder): void;
}) {
  const intl = useIntl();
  return (
    <Drawer open={props.open} onOpenChange={props.onOpenChange} title={intl.formatMessage(m.sortTitle)} desktop="bottom" data-testid="sort-drawer">
      <fieldset className={styles.sortList}>
        <legend className="visually-hidden">{intl.formatMessage(m.sortTitle)}</legend>
        {props.options.map((order) => (
          <label key={order} className={styles.sortOption}>
            <input
              type="radio"
              name="sort"
              value={order}
              checked={order === props.value}
              onChange={() => {
                props.onChange(order);
                props.onOpenChange(false);
              }}
            />
            <span>{intl.formatMessage(sortMessages[order])}</span>
          </label>
        ))}
      </fieldset>
    </Drawer>
  );
}
