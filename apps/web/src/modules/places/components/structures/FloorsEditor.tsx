import { places } from '@atrium/contracts';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FloorRow, newFloorRow, rowLevels } from './floorRows.ts';

interface FloorsEditorProps {
  rows: FloorRow[];
  onChange: (rows: FloorRow[]) => void;
  /** The message of a field (`floors.N.name`, `floors.N.level`, `floors`). */
  message: (field: string) => string | undefined;
  /** Levels the structure already has: new rows start above them. */
  existingLevels?: readonly number[];
}

/** Floors to add: a name and a level each (one floor per level; negative below ground). */
export function FloorsEditor({ rows, onChange, message, existingLevels = [] }: FloorsEditorProps) {
  const { t } = useTranslation('places');
  const full = rows.length >= places.MAX_FLOORS_PER_REQUEST;
  const change = (key: number, patch: Partial<FloorRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Input.Wrapper label={t('floors.title')} description={t('floors.hint')} error={message('floors')}>
      <Stack gap="xs" mt="xs" data-testid="floors-editor">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('floors.none')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 2 }}
              label={t('floors.nameOf', { n: index + 1 })}
              placeholder={t('floors.namePlaceholder')}
              value={row.name}
              onChange={(event) => change(row.key, { name: event.currentTarget.value })}
              error={message(`floors.${index}.name`)}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('floors.levelOf', { n: index + 1 })}
              inputMode="numeric"
              dir="ltr"
              value={row.level}
              onChange={(event) => change(row.key, { level: event.currentTarget.value })}
              error={message(`floors.${index}.level`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('floors.removeOf', { n: index + 1 })}
              onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          disabled={full}
          onClick={() => onChange([...rows, newFloorRow([...existingLevels, ...rowLevels(rows)])])}
        >
          {t('floors.add')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
