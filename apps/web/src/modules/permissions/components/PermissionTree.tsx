import { Accordion, Badge, Box, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { actionsUnder, labelOf, type PermissionNode } from '../labels.ts';

interface PermissionTreeProps {
  nodes: readonly PermissionNode[];
  /** The role's keys. */
  granted: ReadonlySet<string>;
  /** System roles are shown, never changed. */
  readOnly: boolean;
  /** While a change is being saved the switches wait. */
  busy: boolean;
  onToggle: (key: string, on: boolean) => void;
  /** The open modules (keys). */
  opened: string[];
  onOpenedChange: (opened: string[]) => void;
}

const byKey = (nodes: readonly PermissionNode[]) => {
  const map = new Map<string, PermissionNode>();
  const visit = (node: PermissionNode) => {
    map.set(node.key, node);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return map;
};

/**
 * The permission hierarchy as modules → sub-modules → action switches (spec §4 permission toggling).
 * A switch's description names the actions it needs (R2: turning it on turns those on too).
 */
export function PermissionTree(props: PermissionTreeProps) {
  const { t } = useTranslation('permissions');
  const { nodes, granted } = props;
  const index = byKey(nodes);
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      value={props.opened}
      onChange={props.onOpenedChange}
      chevronPosition="left"
      keepMounted={false}
      order={2}
    >
      {nodes.map((module) => {
        const actions = actionsUnder(module);
        const on = actions.filter((key) => granted.has(key)).length;
        const own = module.children.filter((child) => child.kind === 'action');
        const subs = module.children.filter((child) => child.kind === 'subModule');
        const moduleLabel = labelOf(t, module);
        return (
          <Accordion.Item key={module.key} value={module.key} data-module={module.key}>
            {/* WCAG 2.5.3: the control's name is what it shows, the module; the count beside it (outside
                the button, clicks pass through to it) is the control's description. */}
            <Box pos="relative">
              <Accordion.Control aria-describedby={`permission-count-${module.key}`}>
                <Text fw={600} pe={90}>
                  {moduleLabel}
                </Text>
              </Accordion.Control>
              <Badge
                id={`permission-count-${module.key}`}
                pos="absolute"
                top="50%"
                variant={on > 0 ? 'filled' : 'light'}
                color={on === actions.length ? 'teal' : on > 0 ? 'indigo' : 'gray'}
                data-testid={`count-${module.key}`}
                dir="ltr"
                style={{
                  insetInlineEnd: 'var(--mantine-spacing-md)',
                  transform: 'translateY(-50%)',
                  pointerEvents: 'none',
                }}
              >
                {t('tree.count', { on, total: actions.length })}
              </Badge>
            </Box>
            <Accordion.Panel>
              <Stack gap="md">
                {own.length > 0 && (
                  <Scope
                    title={subs.length > 0 ? t('tree.general') : null}
                    scopeLabel={moduleLabel}
                    actions={own}
                    index={index}
                    t={t}
                    {...props}
                  />
                )}
                {subs.map((sub) => (
                  <Scope
                    key={sub.key}
                    title={labelOf(t, sub)}
                    scopeLabel={`${moduleLabel} / ${labelOf(t, sub)}`}
                    actions={sub.children.filter((child) => child.kind === 'action')}
                    index={index}
                    t={t}
                    {...props}
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

interface ScopeProps extends PermissionTreeProps {
  title: string | null;
  scopeLabel: string;
  actions: PermissionNode[];
  index: Map<string, PermissionNode>;
  t: TFunction;
}

function Scope({ title, scopeLabel, actions, index, t, granted, readOnly, busy, onToggle }: ScopeProps) {
  return (
    <Stack gap={6}>
      {title && (
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {title}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        {actions.map((action) => {
          const needs = action.dependsOn
            .map((key) => index.get(key))
            .filter((node): node is PermissionNode => node !== undefined)
            .map((node) => labelOf(t, node));
          const label = labelOf(t, action);
          return (
            <Switch
              key={action.key}
              label={label}
              aria-label={`${scopeLabel}: ${label}`}
              description={
                needs.length > 0 ? t('tree.needs', { actions: needs.join(t('tree.separator')) }) : undefined
              }
              checked={granted.has(action.key)}
              disabled={readOnly || busy}
              onChange={(event) => onToggle(action.key, event.currentTarget.checked)}
              data-permission={action.key}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
