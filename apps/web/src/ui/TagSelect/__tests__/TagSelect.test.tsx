import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { fakeSource, SITES } from '../../OptionList/__tests__/sites.ts';
import type { FilterOption } from '../../OptionList/index.ts';
import { TAG_SELECT_PAGE_SIZE, TagSelect } from '../index.ts';

const MANY = Array.from({ length: 120 }, (_, index) => ({ value: `s${index}`, label: `Sensor ${index}` }));

function Harness({
  initial = [],
  onPick,
}: {
  initial?: FilterOption[];
  onPick?: (next: FilterOption[]) => void;
}) {
  const [value, setValue] = useState<FilterOption[]>(initial);
  return (
    <TagSelect
      label="Sites"
      debounceMs={0}
      load={fakeSource(SITES)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick?.(next);
      }}
    />
  );
}

const tags = () => screen.getByRole('list', { name: 'Chosen' });

describe('[UI][TAG-SELECT] tag select', { timeout: 30_000 }, () => {
  test('R185 it fetches its options 50 at a time, with skip', async () => {
    expect(TAG_SELECT_PAGE_SIZE).toBe(50);
    const load = fakeSource(MANY);
    renderWidget(<TagSelect label="Sensors" load={load} value={[]} onChange={() => {}} debounceMs={0} />);
    expect(await screen.findByRole('checkbox', { name: 'Sensor 49' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(50);
    expect(load.mock.calls[0]?.[0]).toMatchObject({ skip: 0, limit: 50 });
  });

  test('chosen options show as tags; nothing chosen says so', async () => {
    const { user } = renderWidget(<Harness />);
    expect(within(screen.getByTestId('tag-select-tags')).getByText('Nothing chosen yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Site 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Site 04' }));
    expect(
      within(tags())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Site 02', 'Site 04']);
  });

  test("a tag's remove button takes the option out and unticks it", async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(
      <Harness
        initial={[
          { value: '2', label: 'Site 02' },
          { value: '4', label: 'Site 04' },
        ]}
        onPick={onPick}
      />,
    );
    expect(await screen.findByRole('checkbox', { name: 'Site 02' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove Site 02' }));
    expect(onPick).toHaveBeenLastCalledWith([{ value: '4', label: 'Site 04' }]);
    expect(screen.getByRole('checkbox', { name: 'Site 02' })).not.toBeChecked();
    expect(within(tags()).getAllByRole('listitem')).toHaveLength(1);
  });
});
