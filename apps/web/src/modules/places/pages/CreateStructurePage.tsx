import { places } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { customerIdFor, NO_CUSTOMER } from '../../../lib/customer.ts';
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

/** Any structure call: whether the API client sends `customerId=:none` for this user (R133). */
const STRUCTURE_CALL = places.createStructure.path;

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
      chooseCustomer={customerIdFor(STRUCTURE_CALL) === NO_CUSTOMER}
      onCreate={async (body, customerId) => {
        const { data } = await create.mutateAsync({ body, customerId });
        await navigate(paths.details(data.id), { replace: true });
      }}
    />
  );
}
