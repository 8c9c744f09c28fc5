import { NavLink, ScrollArea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavNode } from '../../app/navigation/navTree.ts';
import { useSecondPass } from '../useSecondPass.ts';

interface SidebarProps {
  nodes: readonly NavNode[];
  /** Called after an entry was followed (the shell closes the mobile navbar). */
  onNavigate?: () => void;
  /** False while the entries' labels are on their way: the sidebar stays busy until then. */
  ready?: boolean;
}

const isWithin = (pathname: string, path: string | undefined) =>
  !!path && (pathname === path || pathname.startsWith(`${path}/`));

const containsActive = (node: NavNode, pathname: string): boolean =>
  node.children.some((child) => isWithin(pathname, child.path) || containsActive(child, pathname));

/** The sidebar of the main layout: the tree built from route metadata (A42-A45), one NavLink per entry. */
export function Sidebar({ nodes, onNavigate, ready = true }: SidebarProps) {
  const drawn = useSecondPass() && ready;
  return (
    <ScrollArea type="scroll" scrollbarSize={5} px="xs" py="sm" h="100%" aria-busy={!drawn}>
      {drawn && nodes.map((node) => <SidebarEntry key={node.id} node={node} onNavigate={onNavigate} />)}
    </ScrollArea>
  );
}

function SidebarEntry({ node, onNavigate }: { node: NavNode; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = node.icon;
  const common = {
    label: t(node.label),
    leftSection: Icon ? <Icon size={node.level === 1 ? 18 : 16} stroke={1.6} /> : undefined,
    'data-nav-id': node.id,
    'data-nav-level': node.level,
  };

  if (node.children.length > 0) return <SidebarGroup node={node} common={common} onNavigate={onNavigate} />;
  return (
    <NavLink
      {...common}
      component={Link}
      to={node.path ?? '#'}
      active={isWithin(pathname, node.path)}
      onClick={onNavigate}
    />
  );
}

/**
 * An entry with children: a real button (reachable by Tab, toggled by Enter and Space) that tells assistive
 * technology whether its group is expanded and which list it controls.
 */
function SidebarGroup({
  node,
  common,
  onNavigate,
}: {
  node: NavNode;
  common: Record<string, unknown> & { label: string };
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => node.level === 1 || containsActive(node, pathname));
  // A group's entries are drawn once it is first opened: most groups start closed, and their hidden entries were
  // half of a signed-in page's DOM. The list itself is always there (aria-controls).
  const [drawn, setDrawn] = useState(opened);
  const toggle = (next: boolean) => {
    if (next) setDrawn(true);
    setOpened(next);
  };
  const listId = useId();
  return (
    <NavLink
      {...common}
      component="button"
      type="button"
      aria-expanded={opened}
      aria-controls={listId}
      keepMounted
      opened={opened}
      onChange={toggle}
      fw={node.level === 1 ? 600 : undefined}
      childrenOffset={node.level === 1 ? 'xs' : 'md'}
    >
      <div id={listId}>
        {drawn &&
          node.children.map((child) => <SidebarEntry key={child.id} node={child} onNavigate={onNavigate} />)}
      </div>
    </NavLink>
  );
}
