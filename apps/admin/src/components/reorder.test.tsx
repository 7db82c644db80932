// The ordered-list editor: moving, removing and adding give the list the API will be sent, and
// the buttons at the ends are disabled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addOnce, moveItem, removeItem } from './reorder.ts';
import { ReorderButtons } from './reorder-buttons.tsx';

afterEach(cleanup);

describe('moving items of an ordered list', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 3, ['a', 'b', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [5, 0, ['a', 'b', 'c']],
  ])('moving %i to %i gives %j', (from, to, expected) => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, from, to)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('removes one item and adds an id only once', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(addOnce(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(addOnce(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });
});

function Editor({ onChange }: { onChange: (list: string[]) => void }) {
  const [list, setList] = useState(['Diwali', 'Wedding', 'Gadgets']);
  const change = (next: string[]) => {
    setList(next);
    onChange(next);
  };
  return (
    <ol>
      {list.map((name, index) => (
        <li key={name}>
          <span>{name}</span>
          <ReorderButtons
            index={index}
            count={list.length}
            name={name}
            onMove={(from, to) => change(moveItem(list, from, to))}
            onRemove={(at) => change(removeItem(list, at))}
          />
        </li>
      ))}
    </ol>
  );
}

describe('the move up / move down / remove buttons', () => {
  it('are named after their item, disabled at the ends, and reorder the list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    const isDisabled = (name: string) =>
      (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(isDisabled('Move up Diwali')).toBe(true);
    expect(isDisabled('Move down Gadgets')).toBe(true);
    expect(isDisabled('Move down Diwali')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move up Gadgets' }));
    expect(onChange).toHaveBeenLastCalledWith(['Diwali', 'Gadgets', 'Wedding']);
    await user.click(screen.getByRole('button', { name: 'Move down Diwali' }));
    expect(onChange).toHaveBeenLastCalledWith(['Gadgets', 'Diwali', 'Wedding']);
    await user.click(screen.getByRole('button', { name: 'Remove Wedding' }));
    expect(onChange).toHaveBeenLastCalledWith(['Gadgets', 'Diwali']);
    const shown = screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(shown).toEqual(['Gadgets', 'Diwali']);
  });
});
