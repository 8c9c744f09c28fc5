import type { places } from '@atrium/contracts';
import { Button, Stack } from '@mantine/core';
import { IconLayoutBoard, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog/index.ts';
import { BackLink, PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCan, usePlacesCompanyId } from '../access.ts';
import { useDeleteStructure, useStructure } from '../api/structures.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { PlaceNotFound } from '../components/PlaceNotFound.tsx';
import { FloorsSection } from '../components/structures/FloorsSection.tsx';
import { InnerStructures } from '../components/structures/InnerStructures.tsx';
import { StructureSummary } from '../components/structures/StructureSummary.tsx';
import type { StructurePaths } from '../paths.ts';
import { idOf } from './structureId.ts';

/** /core/structures/:structureId and /core/assets-v2/structure/:structureId: floors, spaces, inner structures. */
export function StructureDetailsPage({ paths }: { paths: StructurePaths }) {
  const { t } = useTranslation('places');
  const id = idOf(useParams().structureId);
  const companyId = usePlacesCompanyId();
  const structure = useStructure(companyId, id);
  const data = structure.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.name ?? t('details.title')}
        description={data && `${t(`structureTypes.${data.type}`)}${data.address ? ` · ${data.address}` : ''}`}
        before={<BackLink to={paths.list}>{t('structures.title')}</BackLink>}
        actions={
          data && companyId !== null && <Actions companyId={companyId} structure={data} paths={paths} />
        }
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <LoadState
          query={structure}
          missing={id === 0}
          rows={6}
          notFound={<PlaceNotFound what="structure" backTo={paths.list} />}
        >
          {(loaded) => (
            <>
              <StructureSummary structure={loaded} paths={paths} />
              <FloorsSection companyId={companyId} structure={loaded} paths={paths} />
              <InnerStructures structure={loaded} paths={paths} />
            </>
          )}
        </LoadState>
      )}
    </Stack>
  );
}

interface ActionsProps {
  companyId: number;
  structure: places.StructureDetail;
  paths: StructurePaths;
}

function Actions({ companyId, structure, paths }: ActionsProps) {
  const { t } = useTranslation('places');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteStructure(companyId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        component={Link}
        to={paths.layout(structure.id)}
        variant="light"
        leftSection={<IconLayoutBoard size={16} />}
      >
        {t('layout.open')}
      </Button>
      {can(['p_structure_update']) && (
        <Button component={Link} to={paths.edit(structure.id)} leftSection={<IconPencil size={16} />}>
          {t('details.edit')}
        </Button>
      )}
      {can(['p_structure_delete']) && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('details.delete')}
        </Button>
      )}
      <ConfirmDeleteDialog
        opened={confirming}
        message={t('structures.deleteQuestion', { name: structure.name })}
        onConfirm={async () => {
          await remove.mutateAsync(structure.id);
          await navigate(paths.list, { replace: true });
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
