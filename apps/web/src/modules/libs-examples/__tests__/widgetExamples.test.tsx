import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../../ui/DataTable/__tests__/renderWidget.tsx';
import { ChartExamplePage } from '../pages/ChartExamplePage.tsx';
import { DashboardGridExamplePage } from '../pages/DashboardGridExamplePage.tsx';
import { DatePickerExamplePage } from '../pages/DatePickerExamplePage.tsx';
import { PeriodSelectorExamplePage } from '../pages/PeriodSelectorExamplePage.tsx';
import { TagInputExamplePage } from '../pages/TagInputExamplePage.tsx';
import { TimePickerExamplePage } from '../pages/TimePickerExamplePage.tsx';

/** jsdom draws nothing: a 2D context whose calls do nothing, for the chart examples. */
function fakeCanvas() {
  const context = new Proxy(
    { measureText: (text: string) => ({ width: text.length * 6 }) },
    {
      get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
}

describe('[CORE][LIBS-EXAMPLES] picker, tag, chart and grid examples', { timeout: 30_000 }, () => {
  test('A52 the period selector example shows what a preset reports', async () => {
    const { user } = renderWidget(<PeriodSelectorExamplePage />);
    expect(screen.getByTestId('period-selector-result')).toHaveTextContent('(nothing chosen)');
    await user.click(screen.getAllByRole('button', { name: /^Period/ })[0] as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Last 48 hours' }));
    expect(screen.getByTestId('period-selector-result')).toHaveTextContent('"period": "last48Hours"');
    expect(screen.getByTestId('period-selector-result')).toHaveTextContent('"value": 1');

    await user.click(screen.getByRole('button', { name: 'Choose a date range' }));
    const dialog = screen.getByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('radio', { name: 'Last week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('date-range-result')).toHaveTextContent('"period": "lastWeek"');
  });

  test('the date, time and tag examples render their widgets', async () => {
    const dates = renderWidget(<DatePickerExamplePage />);
    expect(screen.getByRole('textbox', { name: 'Visit date (no future dates)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'End time' })).toBeInTheDocument();
    dates.unmount();

    const times = renderWidget(<TimePickerExamplePage />);
    expect(screen.getByRole('group', { name: 'Opening time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    times.unmount();

    const { user } = renderWidget(<TagInputExamplePage />);
    await user.type(screen.getByRole('textbox', { name: 'Serial numbers' }), 'A1; B2,');
    expect(screen.getByTestId('tag-input-result')).toHaveTextContent(/^\[ "A1", "B2" \]$/);
  });

  test('the chart example draws three charts, and shows the empty state without data', async () => {
    fakeCanvas();
    const { user } = renderWidget(<ChartExamplePage />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    await user.click(screen.getByRole('switch', { name: 'Without data' }));
    expect(screen.getAllByTestId('empty-state-data')).toHaveLength(3);
  });

  test('A55 the dashboard example lays out the five analysis widgets', () => {
    fakeCanvas();
    // The grid takes its container's width, which jsdom does not lay out.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    renderWidget(<DashboardGridExamplePage />);
    const grid = screen.getByRole('region', { name: 'Dashboard' });
    expect(within(grid).getByText('Solution statistics')).toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /^Move/ })).toHaveLength(5);
    expect(screen.getByTestId('dashboard-grid-saved')).toHaveTextContent('(move or resize a widget)');
  });
});
