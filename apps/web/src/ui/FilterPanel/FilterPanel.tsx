import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';

export interface FilterPanelProps {
  opened: boolean;
  onClose: () => void;
  /** The filter's label. */
  title: string;
  /** E.g. "Depends on Country". */
  description?: string;
  /** The filter's input (option list, tag select, amount...). */
  children: ReactNode;
  onApply: () => void;
  /** R89, R90: nothing to apply. */
  applyDisabled?: boolean;
  /** Clears the filter. */
  onReset: () => void;
  resetDisabled?: boolean;
}

/**
 * The filter side panel (spec §2): a drawer at the end side of the page (the right, the left in Arabic)
 * with one filter's input, Reset and Apply.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { t } = useFilterTexts();
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="sm"
      title={
        <Text fw={600} component="span">
          {props.title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="filter-panel"
    >
      <Stack gap="md">
        {props.description && (
          <Text size="xs" c="dimmed">
            {props.description}
          </Text>
        )}
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onReset} disabled={props.resetDisabled}>
            {t('reset')}
          </Button>
          <Button onClick={props.onApply} disabled={props.applyDisabled}>
            {t('apply')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
