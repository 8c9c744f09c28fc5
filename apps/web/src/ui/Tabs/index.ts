export { activeRouteTab } from './routeTabs.ts';
export { type TabItem, Tabs, type TabsProps } from './Tabs.tsx';
