import { Tabs as MantineTabs, type TabsProps as MantineTabsProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeRouteTab } from './routeTabs.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A disabled tab cannot be chosen (A50). */
  disabled?: boolean;
  /** Route-driven tabs: the tab's path; the active tab follows the URL. */
  path?: string;
  /** Local tabs: the tab's panel. */
  content?: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Local tabs: controlled value. */
  value?: string | null;
  /** Local tabs: first value (default: the first enabled tab). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  variant?: MantineTabsProps['variant'];
  /** Local tabs: keep hidden panels mounted. */
  keepMounted?: boolean;
  'aria-label'?: string;
  /** Shown under the tab list, e.g. the route's `<Outlet />`. */
  children?: ReactNode;
}

/** A50: tabs that are either route-driven (every item has a `path`) or local (items carry `content`). */
export function Tabs(props: TabsProps) {
  return props.items.some((item) => item.path) ? <RouteTabs {...props} /> : <LocalTabs {...props} />;
}

function TabList({ items, label }: { items: readonly TabItem[]; label?: string }) {
  return (
    <MantineTabs.List aria-label={label}>
      {items.map((item) => (
        <MantineTabs.Tab key={item.value} value={item.value} leftSection={item.icon} disabled={item.disabled}>
          {item.label}
        </MantineTabs.Tab>
      ))}
    </MantineTabs.List>
  );
}

function RouteTabs({ items, onChange, variant, children, 'aria-label': label }: TabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = (value: string | null) => {
    const item = items.find((candidate) => candidate.value === value);
    if (!item?.path || item.disabled) return;
    onChange?.(item.value);
    void navigate(item.path);
  };
  return (
    <MantineTabs value={activeRouteTab(items, pathname)} onChange={choose} variant={variant}>
      <TabList items={items} label={label} />
      {children}
    </MantineTabs>
  );
}

function LocalTabs({
  items,
  value,
  defaultValue,
  onChange,
  variant,
  keepMounted,
  children,
  'aria-label': label,
}: TabsProps) {
  const first = defaultValue ?? items.find((item) => !item.disabled)?.value;
  const choose = (next: string | null) => {
    const item = items.find((candidate) => candidate.value === next);
    if (item && !item.disabled) onChange?.(item.value);
  };
  return (
    <MantineTabs
      value={value}
      defaultValue={value === undefined ? first : undefined}
      onChange={choose}
      variant={variant}
      keepMounted={keepMounted ?? false}
    >
      <TabList items={items} label={label} />
      {items.map((item) => (
        <MantineTabs.Panel key={item.value} value={item.value} pt="md">
          {item.content}
        </MantineTabs.Panel>
      ))}
      {children}
    </MantineTabs>
  );
}
