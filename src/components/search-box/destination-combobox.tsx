'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DeferredPopoverPanel, preloadPopoverPanel } from '@/components/ui/deferred-popover';
import { useTextTypedBeforeHydration } from '@/components/ui/use-text-typed-before-hydration';
import type { SuggestionCategory } from '@/domain/model/autocomplete';
import type { Locale } from '@/domain/model/locale';
import type { Destination } from './destination';
import { destinationOptions, nextActiveIndex, type DestinationOption } from './destination-options';
import { FIELD_PANEL_PLACEMENT } from './field-panel-placement';
import { searchBoxMessages as m } from './messages';
import shared from './styles.module.css';
import { AUTOCOMPLETE_MIN_CHARS, useAutocomplete } from './use-autocomplete';
import type { RecentSearches } from './use-recent-searches';

export interface DestinationComboboxProps {
  locale: Locale;
  /** Autocomplete exists only on some sites (part 2 §9); elsewhere the place is plain text. */
  autocomplete: boolean;
  text: string;
  onTextChange(text: string): void;
  onSelect(destination: Destination | null): void;
  recent: RecentSearches;
  /** popover: a dropdown under the field (desktop); inline: the list flows under it (mobile modal). */
  variant: 'popover' | 'inline';
  autoFocus?: boolean;
}

const CATEGORY_CAPTIONS: Record<SuggestionCategory, typeof m.categoryCity> = {
  city: m.categoryCity,
  department: m.categoryDepartment,
  region: m.categoryRegion,
  country: m.categoryCountry,
  poi: m.categoryPoi,
  hotel: m.categoryHotel,
};

const caption = (intl: IntlShape, category: SuggestionCategory) => intl.formatMessage(CATEGORY_CAPTIONS[category]);

/**
 * The destination field: the ARIA 1.2 combobox pattern (input + listbox, aria-activedescendant),
 * so focus stays in the input while the arrow keys move through the options. Focusing the field
 * clears the current choice and opens the list (part 1 §4).
 */
export function DestinationCombobox(props: DestinationComboboxProps) {
  const { locale, autocomplete, text, onTextChange, onSelect, recent, variant, autoFocus } = props;
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A destination typed into the server's field before hydration is the visitor's search, not lost.
  const inputRef = useTextTypedBeforeHydration(text, (typed, focused) => {
    onTextChange(typed);
    onSelect(null);
    setActive(-1);
    if (focused) setOpen(true);
  });

  const answer = useAutocomplete(locale, text, autocomplete);
  const options = destinationOptions({ text, autocomplete, minChars: AUTOCOMPLETE_MIN_CHARS, recent: recent.list, suggestions: answer.suggestions });
  const term = text.trim();
  const answered = autocomplete && term.length >= AUTOCOMPLETE_MIN_CHARS && answer.term === term && !answer.loading;
  const showEmpty = answered && options.length === 0;
  const expanded = open && (options.length > 0 || showEmpty);
  const activeIndex = active < options.length ? active : -1;

  useEffect(() => {
    if (!expanded || activeIndex < 0) return;
    const element = document.getElementById(optionId(activeIndex));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    // optionId only depends on id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: DestinationOption) => {
    onSelect(option.destination);
    onTextChange(option.destination.label);
    close();
  };

  const onFocus = () => {
    // The list's popover code loads now, while the visitor types their first letters.
    preloadPopoverPanel();
    onSelect(null);
    onTextChange('');
    recent.refresh();
    setActive(-1);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(nextActiveIndex(activeIndex, options.length, event.key));
        break;
      case 'Enter': {
        const option = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          // Enter picks the option; it does not submit the form yet.
          event.preventDefault();
          choose(option);
        } else close();
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
        }
        close();
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const list = (
    <ListContent
      intl={intl}
      options={options}
      activeIndex={activeIndex}
      optionId={optionId}
      showEmpty={showEmpty}
      onChoose={choose}
      onHover={setActive}
    />
  );

  const input = (
    <input
      ref={inputRef}
      className={shared.textInput}
      id={inputId}
      type="text"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={expanded || variant === 'inline' ? listboxId : undefined}
      aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      enterKeyHint="search"
      placeholder={intl.formatMessage(m.destinationPlaceholder)}
      value={text}
      // The modal opens for this field: focusing it is what the visitor asked for.
      autoFocus={autoFocus}
      onFocus={onFocus}
      onBlur={close}
      onChange={(event) => {
        onTextChange(event.target.value);
        onSelect(null);
        setActive(-1);
        setOpen(true);
      }}
      onKeyDown={onKeyDown}
    />
  );

  const count = answered ? (
    <span className="visually-hidden" role="status">
      {intl.formatMessage(m.resultCount, { count: options.length })}
    </span>
  ) : (
    <span className="visually-hidden" role="status" />
  );

  if (variant === 'inline') {
    return (
      <div className={shared.field}>
        <label className={shared.fieldLabel} htmlFor={inputId}>{intl.formatMessage(m.destinationLabel)}</label>
        {input}
        {count}
        <div className={shared.listbox} id={listboxId} role="listbox" aria-label={intl.formatMessage(m.destinationLabel)} aria-busy={answer.loading} hidden={!expanded}>
          {expanded ? list : null}
        </div>
      </div>
    );
  }

  return (
    <>
      <div className={shared.field} ref={anchorRef}>
        <label className={shared.fieldLabel} htmlFor={inputId}>{intl.formatMessage(m.destinationLabel)}</label>
        {input}
        {count}
      </div>
      <DeferredPopoverPanel
        id={listboxId}
        open={expanded}
        onOpenChange={(next) => (next ? undefined : close())}
        anchor={anchorRef}
        {...FIELD_PANEL_PLACEMENT}
        // The list belongs to the input: focus stays there (aria-activedescendant does the rest).
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <div className={`${shared.listbox} ${shared.panel} ${shared.listboxFloating}`} id={listboxId} role="listbox" aria-label={intl.formatMessage(m.destinationLabel)} aria-busy={answer.loading}>
          {list}
        </div>
      </DeferredPopoverPanel>
    </>
  );
}

interface ListContentProps {
  intl: IntlShape;
  options: DestinationOption[];
  activeIndex: number;
  optionId(index: number): string;
  showEmpty: boolean;
  onChoose(option: DestinationOption): void;
  onHover(index: number): void;
}

/** The options, in one group per kind (recent searches, then destinations), each group labelled. */
function ListContent({ intl, options, activeIndex, optionId, showEmpty, onChoose, onHover }: ListContentProps) {
  // A disabled option, so the listbox keeps valid children; the arrow keys skip it.
  if (showEmpty) {
    return (
      <div className={shared.empty} role="option" aria-disabled="true" aria-selected="false">
        {intl.formatMessage(m.noResult)}
      </div>
    );
  }
  const groups: Array<{ group: DestinationOption['group']; rows: ReactNode[] }> = [];
  options.forEach((option, index) => {
    let current = groups[groups.length - 1];
    if (current?.group !== option.group) {
      current = { group: option.group, rows: [] };
      groups.push(current);
    }
    current.rows.push(
      <div
        className={shared.option}
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={index === activeIndex}
        // Keep the focus in the input: a click must not blur it before it picks.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
        onMouseMove={() => (index === activeIndex ? undefined : onHover(index))}
      >
        <span className={shared.optionLabel}>{option.destination.label}</span>
        <span>{caption(intl, option.destination.category)}</span>
      </div>,
    );
  });
  return (
    <>
      {groups.map(({ group, rows }) => {
        const label = intl.formatMessage(group === 'recent' ? m.recentSearches : m.suggestions);
        return (
          <div key={group} role="group" aria-label={label}>
            <div className={shared.groupLabel} aria-hidden="true">{label}</div>
            {rows}
          </div>
        );
      })}
    </>
  );
}
