import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { activeRouteTab, type TabItem, Tabs } from '../index.ts';

const routeItems: TabItem[] = [
  { value: 'live', label: 'Live', path: '/fleet/alarms/live' },
  { value: 'history', label: 'History', path: '/fleet/alarms/history' },
  { value: 'settings', label: 'Settings', path: '/fleet/alarms/settings', disabled: true },
];

describe('[UI][TABS] tabs', { timeout: 30_000 }, () => {
  test('A50 the active route tab is the one whose path matches the URL, the longest match winning', () => {
    expect(activeRouteTab(routeItems, '/fleet/alarms/history')).toBe('history');
    expect(activeRouteTab(routeItems, '/fleet/alarms/history/42')).toBe('history');
    expect(activeRouteTab(routeItems, '/fleet/alarms/live/')).toBe('live');
    expect(activeRouteTab(routeItems, '/fleet/alarms/lively')).toBeNull();
    expect(
      activeRouteTab(
        [
          { value: 'all', path: '/a' },
          { value: 'one', path: '/a/one' },
        ],
        '/a/one/x',
      ),
    ).toBe('one');
  });

  test('A50 route-driven: the URL picks the tab, a click navigates, a disabled tab does nothing', async () => {
    const { user, router } = renderWidget(<Tabs items={routeItems} aria-label="Alarms" />, {
      path: '/fleet/alarms/history',
    });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'false');

    await user.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet/alarms/live'));
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');

    const disabled = screen.getByRole('tab', { name: 'Settings' });
    expect(disabled).toBeDisabled();
    await user.click(disabled);
    expect(router.state.location.pathname).toBe('/fleet/alarms/live');
  });

  test('A50 local: panels switch on click; a disabled tab is not clickable', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(
      <Tabs
        onChange={onChange}
        items={[
          { value: 'one', label: 'One', content: <p>first panel</p> },
          { value: 'two', label: 'Two', content: <p>second panel</p> },
          { value: 'three', label: 'Three', content: <p>third panel</p>, disabled: true },
        ]}
      />,
    );
    expect(screen.getByText('first panel')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(onChange).toHaveBeenCalledWith('two');
    expect(screen.getByText('second panel')).toBeVisible();
    expect(screen.queryByText('first panel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('third panel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });
});
