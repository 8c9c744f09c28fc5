import type { places } from '@atrium/contracts';
import { Button, Stack } from '@mantine/core';
import { IconLayoutBoard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCan, usePlacesCompanyId } from '../access.ts';
import { useDeleteStructure, useStructure } from '../api/structures.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { EditDeleteActions } from '../components/EditDeleteActions.tsx';
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
  const remove = useDeleteStructure(companyId);
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
      <EditDeleteActions
        editTo={can(['p_structure_update']) ? paths.edit(structure.id) : undefined}
        canDelete={can(['p_structure_delete'])}
        deleteQuestion={t('structures.deleteQuestion', { name: structure.name })}
        remove={() => remove.mutateAsync(structure.id)}
        afterDelete={paths.list}
      />
    </>
  );
}
