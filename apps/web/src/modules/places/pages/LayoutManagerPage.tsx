import type { places } from '@atrium/contracts';
import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { FloorPlanEditor } from '../components/layout/FloorPlanEditor.tsx';
import { StructureSubpage } from '../components/structures/StructureSubpage.tsx';
import type { StructurePaths } from '../paths.ts';
import { idOf } from './structureId.ts';

/**
 * /core/structures/layout-manager/:structureId (the floor in `?floorId=`) and
 * /core/assets-v2/layout-manager/:structureId/:floorId: choose a floor, upload its plan, place devices.
 */
export function LayoutManagerPage({ paths }: { paths: StructurePaths }) {
  const { t } = useTranslation('places');
  return (
    <StructureSubpage paths={paths} title={t('layout.title')}>
      {(companyId, structure) => <FloorChoice companyId={companyId} structure={structure} paths={paths} />}
    </StructureSubpage>
  );
}

interface FloorChoiceProps {
  companyId: number;
  structure: places.StructureDetail;
  paths: StructurePaths;
}

function FloorChoice({ companyId, structure, paths }: FloorChoiceProps) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const floors = [...structure.floors].sort((a, b) => a.level - b.level);
  const asked = idOf(useParams().floorId ?? search.get('floorId') ?? undefined);
  const floor = floors.find((candidate) => candidate.id === asked) ?? floors[0];

  if (!floor) {
    return (
      <EmptyState
        title={t('layout.noFloorsTitle')}
        description={t('layout.noFloorsDescription')}
        actions={
          <Button component={Link} to={paths.details(structure.id)} variant="light">
            {t('layout.toStructure')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <Select
        label={t('layout.floor')}
        maw={360}
        data={floors.map((item) => ({
          value: String(item.id),
          label: `${item.name} · ${t('floors.levelBadge', { level: item.level })}`,
        }))}
        value={String(floor.id)}
        onChange={(value) =>
          value && void navigate(paths.layout(structure.id, Number(value)), { replace: true })
        }
        allowDeselect={false}
      />
      <FloorPlanEditor key={floor.id} companyId={companyId} floor={floor} />
    </Stack>
  );
}
