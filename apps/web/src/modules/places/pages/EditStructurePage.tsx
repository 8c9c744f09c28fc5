import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../access.ts';
import { useStructure, useUpdateStructure } from '../api/structures.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { PlaceNotFound } from '../components/PlaceNotFound.tsx';
import { StructureForm } from '../components/structures/StructureForm.tsx';
import type { StructurePaths } from '../paths.ts';
import { idOf } from './structureId.ts';

/** /core/structures/:structureId/edit and the assets v2 twin: name, type, parent and location. */
export function EditStructurePage({ paths }: { paths: StructurePaths }) {
  const { t } = useTranslation('places');
  const id = idOf(useParams().structureId);
  const companyId = usePlacesCompanyId();
  const structure = useStructure(companyId, id);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={t('edit.title')}
        description={structure.data?.name}
        before={<BackLink to={id ? paths.details(id) : paths.list}>{t('details.back')}</BackLink>}
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <LoadState
          query={structure}
          missing={id === 0}
          rows={5}
          notFound={<PlaceNotFound what="structure" backTo={paths.list} />}
        >
          {(data) => <EditForm key={data.id} companyId={companyId} structure={data} paths={paths} />}
        </LoadState>
      )}
    </Stack>
  );
}

interface EditFormProps {
  companyId: number;
  structure: NonNullable<ReturnType<typeof useStructure>['data']>;
  paths: StructurePaths;
}

function EditForm({ companyId, structure, paths }: EditFormProps) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const update = useUpdateStructure(companyId, structure.id);
  return (
    <StructureForm
      companyId={companyId}
      structureId={structure.id}
      initial={{
        name: structure.name,
        type: structure.type,
        parentId: structure.parentId,
        location: structure.location,
      }}
      submitLabel={t('form.save')}
      cancelTo={paths.details(structure.id)}
      onUpdate={async (body) => {
        await update.mutateAsync(body);
        await navigate(paths.details(structure.id));
      }}
    />
  );
}
