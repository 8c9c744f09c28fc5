import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import {
  type FilterOption,
  LOAD_MORE_AT,
  nextSkip,
  OPTION_LIST_HEIGHT,
  OPTION_PAGE_SIZE,
  OptionList,
  type OptionListProps,
  type OptionSource,
} from '../index.ts';
import { fakeSource, SITES } from './sites.ts';

function Harness(props: Partial<OptionListProps> & { onPick?: (next: FilterOption[]) => void }) {
  const [value, setValue] = useState<FilterOption[]>([]);
  return (
    <OptionList
      label="Sites"
      debounceMs={0}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onPick?.(next);
      }}
      {...props}
    />
  );
}

/** Makes the list look scrolled to `scrollTop` of 400 px with 160 px in view, and scrolls it. */
function scrollList(scrollTop: number) {
  const list = screen.getByRole('group', { name: 'Sites' });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 400 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 160 });
  list.scrollTop = scrollTop;
  fireEvent.scroll(list);
}

describe('[UI][OPTION-LIST] option list', { timeout: 30_000 }, () => {
  test('R184 R187 A68 constants: pages of 10, 160 px, more past 90 %', () => {
    expect(OPTION_PAGE_SIZE).toBe(10);
    expect(OPTION_LIST_HEIGHT).toBe(160);
    expect(LOAD_MORE_AT).toBe(0.9);
  });

  test('R184 A68 the first page asks for 10 with skip 0 and shows them in a 160 px list', async () => {
    const load = fakeSource();
    renderWidget(<Harness load={load} />);
    expect(await screen.findByRole('radio', { name: 'Site 01' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toEqual({ search: '', skip: 0, limit: 10, parentValue: undefined });
    expect(screen.getByRole('group', { name: 'Sites' })).toHaveStyle({ height: '160px' });
  });

  test('R187 scrolling past 90 % loads the next page with skip 10; not before', async () => {
    const load = fakeSource();
    renderWidget(<Harness load={load} />);
    await screen.findByRole('radio', { name: 'Site 10' });
    scrollList(150); // (150 + 160) / 400 = 77 %
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    scrollList(210); // 92.5 %
    expect(await screen.findByRole('radio', { name: 'Site 20' })).toBeInTheDocument();
    expect(load.mock.calls[1]?.[0]).toMatchObject({ skip: 10, limit: 10 });
    scrollList(250);
    expect(await screen.findByRole('radio', { name: 'Site 25' })).toBeInTheDocument();
    expect(load.mock.calls[2]?.[0]).toMatchObject({ skip: 20 });
    // All 25 of the total are loaded: no further request.
    scrollList(260);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('the search inside is trimmed and sent from the first page again', async () => {
    const load = fakeSource();
    const { user } = renderWidget(<Harness load={load} />);
    await screen.findByRole('radio', { name: 'Site 01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search options' }), ' 2 ');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(8)); // 02, 12, 20-25
    expect(load).toHaveBeenLastCalledWith(
      { search: '2', skip: 0, limit: 10, parentValue: undefined },
      expect.anything(),
    );
  });

  test('single choice: picking an option replaces the previous one', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<Harness load={fakeSource()} onPick={onPick} />);
    await user.click(await screen.findByRole('radio', { name: 'Site 03' }));
    await user.click(screen.getByRole('radio', { name: 'Site 05' }));
    expect(onPick).toHaveBeenLastCalledWith([{ value: '5', label: 'Site 05' }]);
    expect(screen.getByRole('radio', { name: 'Site 05' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Site 03' })).not.toBeChecked();
  });

  test('multiple choice: checkboxes add and remove options', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<Harness load={fakeSource()} multiple onPick={onPick} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Site 03' }));
    await user.click(screen.getByRole('checkbox', { name: 'Site 07' }));
    expect(onPick).toHaveBeenLastCalledWith([
      { value: '3', label: 'Site 03' },
      { value: '7', label: 'Site 07' },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Site 03' }));
    expect(onPick).toHaveBeenLastCalledWith([{ value: '7', label: 'Site 07' }]);
  });

  test('A68 a dependent list sends its parent value; a new parent value loads afresh', async () => {
    const load = fakeSource();
    function Dependent() {
      const [parent, setParent] = useState('AE');
      return (
        <>
          <button type="button" onClick={() => setParent('SA')}>
            parent
          </button>
          <Harness load={load} parentValue={parent} queryKey={['sites']} />
        </>
      );
    }
    const { user } = renderWidget(<Dependent />);
    await screen.findByRole('radio', { name: 'Site 01' });
    expect(load.mock.calls[0]?.[0]).toMatchObject({ parentValue: 'AE', skip: 0 });
    await user.click(screen.getByRole('button', { name: 'parent' }));
    await waitFor(() => expect(load.mock.calls.at(-1)?.[0]).toMatchObject({ parentValue: 'SA', skip: 0 }));
  });

  test('fixed options are searched in place; an empty search result says so', async () => {
    const { user } = renderWidget(<Harness options={SITES.slice(0, 3)} multiple />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search options' }), 'zzz');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  test('a failed load says so and can be retried', async () => {
    let fail = true;
    const load = vi.fn<OptionSource>(async () => {
      if (fail) throw new Error('offline');
      return { options: SITES.slice(0, 2), total: 2 };
    });
    const { user } = renderWidget(<Harness load={load} />);
    expect(await screen.findByText('The options could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('group', { name: 'Sites' });
    expect(await within(list).findByRole('radio', { name: 'Site 01' })).toBeInTheDocument();
  });

  test('a disabled list asks for nothing', async () => {
    const load = fakeSource();
    renderWidget(<Harness load={load} disabled />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Search options' })).toBeDisabled();
  });

  test('more pages exist while fewer than the total are loaded, or, without a total, after a full page', () => {
    const page = (n: number, total?: number) => ({
      options: Array.from({ length: n }, (_, i) => ({ value: String(i), label: String(i) })),
      total,
    });
    expect(nextSkip(page(10, 25), [page(10, 25)], 10)).toBe(10);
    expect(nextSkip(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)], 10)).toBeUndefined();
    expect(nextSkip(page(10), [page(10)], 10)).toBe(10);
    expect(nextSkip(page(4), [page(10), page(4)], 10)).toBeUndefined();
    expect(nextSkip(page(0, 30), [page(0, 30)], 10)).toBeUndefined();
  });
});
