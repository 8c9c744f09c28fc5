import type { TFunction } from 'i18next';

/** A node of GET /permissions/hierarchy (the catalogue: modules → sub-modules → actions). */
export interface PermissionNode {
  key: string;
  kind: 'module' | 'subModule' | 'action';
  parent: string | null;
  label: string;
  dependsOn: string[];
  children: PermissionNode[];
}

/** The catalogue's name of a node: `company` for m_company, `users` for sm_company_users, `assign_role` for p_company_users_assign_role. */
export function nameOf(node: Pick<PermissionNode, 'key' | 'kind' | 'parent'>): string {
  if (node.kind === 'module') return node.key.replace(/^m_/, '');
  const parentScope = (node.parent ?? '').replace(/^s?m_/, '');
  const prefix = node.kind === 'subModule' ? `sm_${parentScope}_` : `p_${parentScope}_`;
  return node.key.startsWith(prefix) ? node.key.slice(prefix.length) : node.key;
}

/** The catalogue's labels are English; the page translates them by name, falling back to the English. */
export function labelOf(
  t: TFunction,
  node: Pick<PermissionNode, 'key' | 'kind' | 'parent' | 'label'>,
): string {
  const name = nameOf(node);
  const fallback = node.kind === 'subModule' ? (node.label.split(' / ').at(-1) ?? node.label) : node.label;
  if (node.kind === 'module') return t(`modules.${name}`, { defaultValue: fallback });
  if (node.kind === 'subModule') return t(`subModules.${name}`, { defaultValue: fallback });
  return t(`actions.${name}`, { defaultValue: name.replaceAll('_', ' ') });
}

/** Every action key under a node. */
export function actionsUnder(node: PermissionNode): string[] {
  return node.kind === 'action' ? [node.key] : node.children.flatMap(actionsUnder);
}
