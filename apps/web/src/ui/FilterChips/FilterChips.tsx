import { Button, Group, Pill, Text, UnstyledButton } from '@mantine/core';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';

/** One applied filter: its key, its label and its value as text. */
export interface FilterChip {
  key: string;
  label: string;
  value: string;
}

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  /** The chip's remove button: the filter goes (and the table reloads). */
  onRemove: (key: string) => void;
  /** Clicking a chip opens its filter again. */
  onEdit?: (key: string) => void;
  /** Shown with two chips or more. */
  onClearAll?: () => void;
}

/** The applied filters above a table (spec §2): "label: value" chips, each removable. */
export function FilterChips({ chips, onRemove, onEdit, onClearAll }: FilterChipsProps) {
  const { t } = useFilterTexts();
  if (chips.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="list" aria-label={t('applied')} data-testid="filter-chips">
      {chips.map((chip) => {
        const text = (
          <Text span size="sm">
            <Text span size="sm" fw={600}>
              {chip.label}:
            </Text>{' '}
            {chip.value}
          </Text>
        );
        return (
          <Pill
            key={chip.key}
            role="listitem"
            size="md"
            withRemoveButton
            onRemove={() => onRemove(chip.key)}
            removeButtonProps={{
              'aria-hidden': false,
              tabIndex: 0,
              'aria-label': t('remove', { label: chip.label }),
            }}
            data-filter-key={chip.key}
          >
            {onEdit ? (
              <UnstyledButton
                onClick={() => onEdit(chip.key)}
                aria-label={`${t('edit', { label: chip.label })}: ${chip.value}`}
              >
                {text}
              </UnstyledButton>
            ) : (
              text
            )}
          </Pill>
        );
      })}
      {onClearAll && chips.length > 1 && (
        <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
          {t('clearAll')}
        </Button>
      )}
    </Group>
  );
}
