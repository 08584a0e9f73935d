'use client';

import { useEffect, useRef, useState } from 'react';
import { bffGet } from '@/bff/client';
import { autocompleteContract } from '@/bff/contracts/autocomplete';
import type { Suggestion } from '@/domain/model/autocomplete';
import type { Locale } from '@/domain/model/locale';
import { parseAutocompleteResponse } from './autocomplete-response';

/** Wait this long after the last keystroke before asking (one call per pause, not per key). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
/** The API answers nothing under two characters. */
export const AUTOCOMPLETE_MIN_CHARS = 2;

export interface AutocompleteState {
  suggestions: Suggestion[];
  /** The term the suggestions answer (they may lag behind the input while a call runs). */
  term: string | null;
  loading: boolean;
}

const IDLE: AutocompleteState = { suggestions: [], term: null, loading: false };

/**
 * Destination suggestions for a term, through the storefront's own route (/api/autocomplete).
 * Debounced; a newer term aborts the older call. A failed call is logged and the suggestions stay
 * as they were (part 2 §7 "Autocomplete failure: logged, results left as they were").
 */
export function useAutocomplete(locale: Locale, term: string, enabled: boolean): AutocompleteState {
  const [state, setState] = useState<AutocompleteState>(IDLE);
  const latest = useRef<AbortController | null>(null);
  const query = term.trim();
  const active = enabled && query.length >= AUTOCOMPLETE_MIN_CHARS;

  useEffect(() => {
    if (!active) {
      latest.current?.abort();
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      latest.current?.abort();
      latest.current = controller;
      setState((previous) => ({ ...previous, loading: true }));
      fetchSuggestions(locale, query, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) setState({ suggestions, term: query, loading: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[search-box] destination autocomplete failed; keeping the previous suggestions', error);
          setState((previous) => ({ ...previous, loading: false }));
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, locale, query]);

  return active ? state : { ...state, loading: false };
}

/** The answer is publicly cached, so it is checked like outside input (autocomplete-response.ts). */
async function fetchSuggestions(locale: Locale, term: string, signal: AbortSignal): Promise<Suggestion[]> {
  return parseAutocompleteResponse(await bffGet(autocompleteContract, { term, locale }, { signal }));
}
