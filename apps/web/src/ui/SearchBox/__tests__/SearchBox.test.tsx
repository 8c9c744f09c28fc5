import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SearchBox } from '../index.ts';

const input = () => screen.getByRole('searchbox', { name: 'Search' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('[UI][SEARCH] search rules', { timeout: 30_000 }, () => {
  test('R69 R183 at most 100 characters, 700 ms (from @atrium/contracts)', () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(SEARCH_DEBOUNCE_MS).toBe(700);
  });
});

describe('[UI][SEARCH] search box', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('R70 the term is sent 700 ms after typing stops, once, trimmed', () => {
    const onSearch = vi.fn();
    renderWidget(<SearchBox onSearch={onSearch} />);
    type('a');
    act(() => vi.advanceTimersByTime(400));
    type('ali ');
    act(() => vi.advanceTimersByTime(699));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ali');

    // Only whitespace changed: same term, nothing sent.
    type('ali  ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('ali  ');
  });

  test('R69 the input takes at most 100 characters and a longer paste is cut to 100', () => {
    const onSearch = vi.fn();
    renderWidget(<SearchBox onSearch={onSearch} />);
    expect(input()).toHaveAttribute('maxLength', '100');
    type(`  ${'x'.repeat(150)}`);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith('x'.repeat(100));
  });

  test('R71 an empty box clears the filter; the clear button and Enter act at once', () => {
    const onSearch = vi.fn();
    renderWidget(<SearchBox onSearch={onSearch} value="old" />);
    expect(input()).toHaveValue('old');
    type('   ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('');

    type('new');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('new');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input()).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(3);
  });

  test('the box follows a value changed from outside (a reset, a restored filter)', () => {
    function Harness() {
      const [value, setValue] = useState('first');
      return (
        <>
          <SearchBox value={value} onSearch={setValue} />
          <button type="button" onClick={() => setValue('')}>
            reset
          </button>
        </>
      );
    }
    renderWidget(<Harness />);
    type('second');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(input()).toHaveValue('second');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input()).toHaveValue('');
  });

  test('letters typed while the sent term comes back are kept (the echo is not a change from outside)', () => {
    function SlowParent() {
      const [value, setValue] = useState('');
      // The applied filter comes back a render later, as it does from a table's state on a busy machine.
      return <SearchBox value={value} onSearch={(term) => setTimeout(() => setValue(term), 50)} />;
    }
    renderWidget(<SlowParent />);
    type('L');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    type('Li');
    act(() => vi.advanceTimersByTime(50));
    expect(input()).toHaveValue('Li');
    type('Lina');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50));
    expect(input()).toHaveValue('Lina');
  });
});
