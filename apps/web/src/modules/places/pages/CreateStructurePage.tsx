import { places } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink, PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../access.ts';
import { useCreateStructure } from '../api/structures.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { StructureForm, type StructureValues } from '../components/structures/StructureForm.tsx';
import type { StructurePaths } from '../paths.ts';

const EMPTY: StructureValues = {
  name: '',
  type: null,
  parentId: null,
  location: { ...places.MAP_DEFAULTS.location, address: '' },
};

/** /core/structures/create and /core/assets-v2/structure/create: a structure with its first floors. */
export function CreateStructurePage({ paths }: { paths: StructurePaths }) {
  const { t } = useTranslation('places');
  const companyId = usePlacesCompanyId();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={t('create.title')}
        description={t('create.description')}
        before={<BackLink to={paths.list}>{t('structures.title')}</BackLink>}
      />
      {companyId === null ? <CompanyRequired /> : <CreateForm companyId={companyId} paths={paths} />}
    </Stack>
  );
}

function CreateForm({ companyId, paths }: { companyId: number; paths: StructurePaths }) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const create = useCreateStructure(companyId);
  return (
    <StructureForm
      companyId={companyId}
      initial={EMPTY}
      submitLabel={t('create.submit')}
      cancelTo={paths.list}
      onCreate={async (body) => {
        const { data } = await create.mutateAsync(body);
        await navigate(paths.details(data.id), { replace: true });
      }}
    />
  );
}
