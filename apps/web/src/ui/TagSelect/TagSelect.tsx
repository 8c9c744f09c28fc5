import { Group, Pill, Stack, Text } from '@mantine/core';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';
import { OptionList, type OptionListProps } from '../OptionList/index.ts';

/** R185: a tag select fetches its options 50 at a time. */
export const TAG_SELECT_PAGE_SIZE = 50;

export type TagSelectProps = Omit<OptionListProps, 'multiple'>;

/**
 * A multi-select over an option list (spec §2 filters): the chosen options show as removable tags above a
 * searchable list of checkboxes, fetched 50 at a time (R185) with `skip`.
 */
export function TagSelect({ value, onChange, pageSize = TAG_SELECT_PAGE_SIZE, ...list }: TagSelectProps) {
  const { t } = useFilterTexts();
  return (
    <Stack gap="xs">
      {/* A list only when something is chosen: an empty role=list is an error for assistive technology. */}
      <Group
        gap={6}
        mih={26}
        role={value.length > 0 ? 'list' : undefined}
        aria-label={value.length > 0 ? t('tags.chosen') : undefined}
        data-testid="tag-select-tags"
      >
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tags.none')}
          </Text>
        ) : (
          value.map((option) => (
            <Pill
              key={option.value}
              role="listitem"
              withRemoveButton={!list.disabled}
              onRemove={() => onChange(value.filter((item) => item.value !== option.value))}
              removeButtonProps={{
                'aria-hidden': false,
                tabIndex: 0,
                'aria-label': t('tags.remove', { label: option.label }),
              }}
            >
              {option.label}
            </Pill>
          ))
        )}
      </Group>
      <OptionList {...list} value={value} onChange={onChange} pageSize={pageSize} multiple />
    </Stack>
  );
}
