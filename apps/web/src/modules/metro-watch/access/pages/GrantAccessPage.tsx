import { access } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useCreateLink, useGrantAccess } from '../api/accesses.ts';
import { CreatedLinkPanel } from '../components/CreatedLinkPanel.tsx';
import { GrantForm } from '../components/GrantForm.tsx';
import { accessesListPath } from '../paths.ts';

const typeOf = (value: string | null): access.AccessType | undefined =>
  access.ACCESS_TYPES.find((type) => type === value);

/** /metro-watch/grant-access (`?type=onetime` preselects a type): grant an access or create a link. */
export function GrantAccessPage() {
  const { t } = useTranslation('metro-watch');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const grant = useGrantAccess();
  const createLink = useCreateLink();
  const [created, setCreated] = useState<{ id: number; path: string } | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t('access.grant.title')} description={t('access.grant.description')} />
      {created ? (
        <CreatedLinkPanel id={created.id} path={created.path} onAnother={() => setCreated(null)} />
      ) : (
        <GrantForm
          initialType={typeOf(search.get('type'))}
          onGrant={async (body) => {
            const row = await grant.mutateAsync(body);
            void navigate(accessesListPath(row.type === 'scheduled' ? 'scheduled' : 'fulltime'));
          }}
          onLink={async (body) => {
            const reply = await createLink.mutateAsync(body);
            setCreated({ id: reply.data.id, path: reply.path });
          }}
        />
      )}
    </Stack>
  );
}
