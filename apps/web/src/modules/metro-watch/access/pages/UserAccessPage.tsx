import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Tabs } from '../../../../ui/Tabs/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useAccessRights } from '../access.ts';
import { fetchLinks } from '../api/accesses.ts';
import { accessKeys } from '../api/keys.ts';
import { AccessesTable } from '../components/AccessesTable.tsx';
import { CredentialsTable } from '../components/CredentialsTable.tsx';
import { IssueCredentialModal } from '../components/IssueCredentialModal.tsx';
import { CREDENTIALS_PATH, GRANT_ACCESS_PATH, ONE_TIME_LINKS_PATH } from '../paths.ts';

/** /metro-watch/user-access/access and /onetime: the access tokens, and the links handed out. */
export function UserAccessPage() {
  const { t } = useTranslation('metro-watch');
  const { pathname } = useLocation();
  const rights = useAccessRights();
  const links = pathname.startsWith(ONE_TIME_LINKS_PATH);
  const [issuing, setIssuing] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('access.userAccess.title')}
        description={t('access.userAccess.description')}
        actions={
          rights.grant &&
          (links ? (
            <Button
              component={Link}
              to={`${GRANT_ACCESS_PATH}?type=onetime`}
              leftSection={<IconPlus size={16} />}
            >
              {t('access.oneTime.create')}
            </Button>
          ) : (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIssuing(true)}>
              {t('access.issue.button')}
            </Button>
          ))
        }
      />
      {issuing && <IssueCredentialModal onClose={() => setIssuing(false)} />}
      <Tabs
        aria-label={t('access.userAccess.title')}
        items={[
          { value: 'access', label: t('access.credentials.title'), path: CREDENTIALS_PATH },
          { value: 'onetime', label: t('access.oneTime.title'), path: ONE_TIME_LINKS_PATH },
        ]}
      >
        <Stack pt="md">
          {links ? (
            <AccessesTable
              type="links"
              fetchPage={fetchLinks}
              queryKey={accessKeys.oneTimeLinks()}
              label={t('access.oneTime.title')}
            />
          ) : (
            <CredentialsTable />
          )}
        </Stack>
      </Tabs>
    </Stack>
  );
}
