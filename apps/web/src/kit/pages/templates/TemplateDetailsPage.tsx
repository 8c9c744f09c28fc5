import { Badge, Button, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../modules/companies/components/format.ts';
import { BackLink, PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { EditDeleteActions } from '../../../modules/places/components/EditDeleteActions.tsx';
import { Fact } from '../../../modules/places/components/Fact.tsx';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { idOf } from '../../../modules/places/pages/structureId.ts';
import { templatePermissionsOf, useCan } from '../../access.ts';
import { useUserSolutions } from '../../api/reference.ts';
import { useDeleteTemplate, useTemplate } from '../../api/templates.ts';
import { TemplateDevicesTable } from '../../components/templates/TemplateDevicesTable.tsx';
import { TemplateRulesTable } from '../../components/templates/TemplateRulesTable.tsx';
import { useKitApp } from '../../KitAppContext.tsx';
import { TemplateNotFound } from './TemplateNotFound.tsx';

/** /ignite-shield/templates/:id/details: a template read only, its rules and the devices it applies to. */
export function TemplateDetailsPage() {
  const app = useKitApp();
  const { paths } = app;
  const { t } = useTranslation('kit');
  const can = useCan();
  const id = idOf(useParams().id);
  const template = useTemplate(id);
  const solutions = useUserSolutions();
  const remove = useDeleteTemplate();
  return (
    <LoadState query={template} missing={id === 0} notFound={<TemplateNotFound />} rows={6}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader
            before={<BackLink to={paths.templatesList}>{t('templates.title')}</BackLink>}
            title={data.name}
            description={data.description || undefined}
            actions={
              <>
                {can(templatePermissionsOf(app).create) && (
                  <Button
                    component={Link}
                    to={paths.templateCopy(data.id)}
                    variant="default"
                    leftSection={<IconCopy size={16} />}
                  >
                    {t('templates.copy')}
                  </Button>
                )}
                <EditDeleteActions
                  editTo={can(templatePermissionsOf(app).update) ? paths.templateEdit(data.id) : undefined}
                  canDelete={can(templatePermissionsOf(app).delete)}
                  deleteQuestion={t('templates.deleteQuestion', { name: data.name })}
                  remove={() => remove.mutateAsync(data.id)}
                  afterDelete={paths.templatesList}
                />
              </>
            }
          />
          <Card withBorder padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              <Fact label={t('templates.form.solution')}>
                {data.solutionId === null
                  ? t('templates.allSolutions')
                  : (solutions.data?.find((s) => s.id === data.solutionId)?.name ?? `#${data.solutionId}`)}
              </Fact>
              <Fact label={t('templates.status')}>
                <Badge variant="light" color={data.enabled ? 'green' : 'gray'} data-testid="template-status">
                  {t(data.enabled ? 'templates.enabled' : 'templates.disabled')}
                </Badge>
              </Fact>
              <Fact label={t('columns.owner')}>{data.company.name}</Fact>
              <Fact label={t('templates.updatedAt')}>{formatDateTime(data.updatedAt)}</Fact>
            </SimpleGrid>
          </Card>
          <Title order={2} fz="h4">
            {t('templates.rules')}
          </Title>
          <TemplateRulesTable rules={data.rules} />
          <Title order={2} fz="h4">
            {t('templates.devices')}
          </Title>
          <TemplateDevicesTable template={data} />
        </Stack>
      )}
    </LoadState>
  );
}
