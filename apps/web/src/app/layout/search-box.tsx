import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import type { SearchHit } from '@haat/contract';
import { TITLE_CUT, truncateText } from '@haat/india';
import { messages as m } from '../../messages';
import { SearchIcon } from '../../components/ui/icons';
import { fetchSuggestions, useSearchSuggestions } from '../../features/catalog/api/search-products';
import { useDebouncedValue } from '../../features/catalog/hooks/use-debounced-value';
import { SEARCH_TEXT_MAX, SUGGESTION_HIDE_MS } from '@haat/contract/constants';
import { SUGGESTION_DEBOUNCE_MS } from '../../lib/ui-timings';
import { suggestionHref } from '../../features/catalog/lib/listing-path';
import { pictureSources } from '../../lib/picture.ts';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';

/** docs/spec.md §5: a suggestion's title is cut to 27 characters plus an ellipsis. */
export function suggestionTitle(hit: Pick<SearchHit, 'title'>): string {
  return truncateText(hit.title, TITLE_CUT.suggestion);
}

/**
 * The header search (docs/spec.md §2, §4 Search) as an ARIA 1.2 combobox with a listbox popup.
 * Suggestions start once the input holds text, one request per 200 ms pause; each opens the
 * type-7 listing. Arrow keys move through them, Enter opens the highlighted one (or the first),
 * Escape closes the list; leaving the box hides it after 500 ms so a tap on a suggestion lands.
 */
export function SearchBox() {
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const search = text.trim();
  const debounced = useDebouncedValue(search, SUGGESTION_DEBOUNCE_MS);
  const { data: hits = [], isFetching } = useSearchSuggestions(debounced);
  // The answer for older letters stays up while the next loads; an emptied box shows nothing.
  const visibleHits = search === '' ? [] : hits;
  const isExpanded = isOpen && search !== '' && debounced !== '';
  const activeHit = activeIndex >= 0 ? visibleHits[activeIndex] : undefined;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // What was typed before this box hydrated (its code arrives just after the page's).
  useTypedBeforeHydration(inputRef, text, (typed, isFocused) => {
    setText(typed);
    if (isFocused && typed.trim() !== '') setIsOpen(true);
  });

  function optionId(index: number): string {
    return `${listId}-option-${index}`;
  }

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function open(hit: SearchHit) {
    close();
    inputRef.current?.blur();
    void navigate(suggestionHref(hit));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = visibleHits.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActiveIndex((activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
      default:
        break;
    }
  }

  /**
   * Enter opens the highlighted hit, else the first hit for exactly what is typed — asked for now
   * if the debounced answer is not in yet, so a fast typist never lands on an older word's hit.
   */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activeHit) {
      open(activeHit);
      return;
    }
    if (search === '') return;
    try {
      const first = (await fetchSuggestions(search))[0];
      if (first) open(first);
      else setIsOpen(true);
    } catch {
      // docs/spec.md §8: a failed loading call is only logged (fetchSuggestions logs it).
    }
  }

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => clearTimeout(hideTimer.current)}
      onBlur={() => {
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(close, SUGGESTION_HIDE_MS);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {m.search.label}
      </label>
      <SearchIcon className="search-icon" size={20} />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={activeHit ? optionId(activeIndex) : undefined}
        placeholder={m.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setIsOpen(event.target.value.trim() !== '');
        }}
        onFocus={() => {
          if (search !== '') setIsOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search-popup" hidden={!isExpanded}>
        <div
          id={listId}
          role="listbox"
          aria-label={m.search.suggestionsLabel}
          className="search-suggestions"
        >
          {visibleHits.map((hit, index) => (
            <Link
              key={hit.productID}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className="search-suggestion"
              to={suggestionHref(hit)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={close}
            >
              <img
                src={hit.fileUrl}
                {...pictureSources(hit.fileUrl, '40px')}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
              <span>{suggestionTitle(hit)}</span>
            </Link>
          ))}
        </div>
        {visibleHits.length === 0 ? (
          <p className="search-empty">
            {isFetching ? m.search.searching : m.search.noMatches(search)}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {isExpanded && !isFetching ? m.search.resultsCount(visibleHits.length) : ''}
      </p>
    </form>
  );
}
