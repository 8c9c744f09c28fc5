import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconFilterPlus } from '@tabler/icons-react';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';

/** A filter the menu offers. */
export interface AddFilterItem {
  key: string;
  label: string;
  /** R39: a dependent filter whose parent has no value yet. */
  disabled?: boolean;
  /** Why it is disabled (e.g. "Choose Country first"). */
  hint?: string;
  /** Already applied: picking it edits it. */
  applied?: boolean;
}

export interface AddFilterButtonProps {
  items: readonly AddFilterItem[];
  onPick: (key: string) => void;
}

/** "Add Filter" (spec §2): a menu of the table's filters; picking one opens it in the side panel. */
export function AddFilterButton({ items, onPick }: AddFilterButtonProps) {
  const { t } = useFilterTexts();
  return (
    <Menu position="bottom-start" withinPortal={false} shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconFilterPlus size={16} />}>
          {t('addFilter')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            disabled={item.disabled}
            onClick={() => onPick(item.key)}
            rightSection={item.applied ? <IconCheck size={14} aria-hidden /> : undefined}
            data-applied={item.applied || undefined}
          >
            <Stack gap={0}>
              <span>{item.label}</span>
              {item.disabled && item.hint && (
                <Text span size="xs" c="dimmed">
                  {item.hint}
                </Text>
              )}
            </Stack>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
