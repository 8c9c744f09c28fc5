import { places } from '@atrium/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { useAddFloors } from '../api/structures.ts';
import { dottedIssues, FormAlert } from '../components/FormAlert.tsx';
import { FloorsEditor } from '../components/structures/FloorsEditor.tsx';
import { FLOOR_FIELDS, type FloorRow, floorsBody, newFloorRow } from '../components/structures/floorRows.ts';
import { StructureSubpage } from '../components/structures/StructureSubpage.tsx';
import type { StructurePaths } from '../paths.ts';

const FIELDS = ['floors', ...FLOOR_FIELDS];

/** /core/assets-v2/structure/:structureId/add-floors: several floors at once (POST /structure/v2/…/floors). */
export function AddFloorsPage({ paths }: { paths: StructurePaths }) {
  const { t } = useTranslation('places');
  return (
    <StructureSubpage paths={paths} title={t('floors.addManyTitle')} maw={760}>
      {(companyId, structure) => (
        <AddFloorsForm key={structure.id} companyId={companyId} structure={structure} paths={paths} />
      )}
    </StructureSubpage>
  );
}

interface AddFloorsFormProps {
  companyId: number;
  structure: places.StructureDetail;
  paths: StructurePaths;
}

function AddFloorsForm({ companyId, structure, paths }: AddFloorsFormProps) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const add = useAddFloors(companyId, structure.id);
  const fields = useFieldErrors(FIELDS, 'places');
  const existing = structure.floors.map((floor) => floor.level);
  const [rows, setRows] = useState<FloorRow[]>(() => [newFloorRow(existing)]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = places.addFloorsV2.schemas.body.safeParse({ floors: floorsBody(rows) });
    if (!parsed.success) {
      fields.setFromIssues(dottedIssues(parsed.error.issues));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => navigate(paths.details(structure.id)),
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={add.error} shown={FIELDS} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('floors.existing')}
            </Text>
            {structure.floors.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('floors.none')}
              </Text>
            ) : (
              <Group gap="xs">
                {[...structure.floors]
                  .sort((a, b) => a.level - b.level)
                  .map((floor) => (
                    <Badge key={floor.id} variant="light" color="gray">
                      {floor.name} · {t('floors.levelBadge', { level: floor.level })}
                    </Badge>
                  ))}
              </Group>
            )}
          </Stack>
          <FloorsEditor
            rows={rows}
            onChange={(next) => {
              fields.reset();
              setRows(next);
            }}
            message={(field) => fields.message(field)}
            existingLevels={existing}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={paths.details(structure.id)} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('floors.addManySubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
