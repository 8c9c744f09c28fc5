import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { NavNode } from '../../../app/navigation/navTree.ts';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { Sidebar } from '../Sidebar.tsx';

const entry = (id: string, path: string, level: number): NavNode => ({
  id,
  label: id,
  path,
  order: 0,
  level,
  children: [],
});
const group = (id: string, level: number, children: NavNode[]): NavNode => ({
  id,
  label: id,
  order: 0,
  level,
  children,
});

const nodes: NavNode[] = [
  group('Settings', 1, [
    entry('Profile', '/profile', 2),
    group('Reports', 2, [entry('Monthly', '/reports/monthly', 3), entry('Yearly', '/reports/yearly', 3)]),
  ]),
];

/**
 * The sidebar in Mantine's default environment, not its test one: there a closed group's list is kept mounted
 * (hidden), as in the app, which is what tells an entry not drawn from one hidden.
 */
const renderSidebar = (path: string) => renderWidget(<Sidebar nodes={nodes} />, { path, env: 'default' });

const list = (name: string) =>
  document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls') ?? '');

describe('[SHELL][SIDEBAR] drawing', () => {
  test('the entries come in a second pass, once the first one painted; the list says it is busy until then', async () => {
    const { container } = renderSidebar('/profile');
    // The first render has the frame and no entry.
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('data-active', 'true');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  test('a closed group draws its entries when first opened; its list exists before, for aria-controls', async () => {
    const { user } = renderSidebar('/profile');
    const reports = await screen.findByRole('button', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    // A hidden list is rendered at React's lowest priority (Activity), after the rest.
    await waitFor(() => expect(list('Reports')).not.toBeNull());
    expect(within(list('Reports') as HTMLElement).queryByText('Monthly')).toBeNull();
    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Monthly' })).toHaveAttribute('href', '/reports/monthly');
    // Closed again, the entries stay drawn (hidden), so a second opening has nothing to build.
    await user.click(reports);
    await waitFor(() => expect(reports).toHaveAttribute('aria-expanded', 'false'));
    expect(within(list('Reports') as HTMLElement).getByText('Monthly')).toBeInTheDocument();
  });

  test('the group holding the current page starts open, with its entries drawn', async () => {
    renderSidebar('/reports/yearly');
    expect(await screen.findByRole('link', { name: 'Yearly' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
  });
});
