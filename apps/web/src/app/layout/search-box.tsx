import { useId } from 'react';
import { messages as m } from '../../messages';
import { SearchIcon } from '../../components/ui/icons';

/**
 * The header search input. The suggestions dropdown (SPEC.md §2, §4 Search) arrives with the
 * catalogue issue; until then the box takes text and does nothing on submit.
 */
export function SearchBox() {
  const inputId = useId();
  return (
    <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {m.search.label}
      </label>
      <SearchIcon className="search-icon" size={20} />
      <input
        id={inputId}
        type="search"
        name="search"
        placeholder={m.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
    </form>
  );
}
