import { Badge, Button, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { EditDeleteActions } from '../../../places/components/EditDeleteActions.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { idOf } from '../../../places/pages/structureId.ts';
import { useCan } from '../../access.ts';
import { useUserSolutions } from '../../api/reference.ts';
import { useDeleteTemplate, useTemplate } from '../../api/templates.ts';
import { TEMPLATE_PERMISSIONS } from '../../components/templates/access.ts';
import { TemplateDevicesTable } from '../../components/templates/TemplateDevicesTable.tsx';
import { TemplateRulesTable } from '../../components/templates/TemplateRulesTable.tsx';
import { TEMPLATES_LIST_PATH, templateCopyPath, templateEditPath } from '../../paths.ts';
import { TemplateNotFound } from './TemplateNotFound.tsx';

/** /ignite-shield/templates/:id/details: a template read only, its rules and the devices it applies to. */
export function TemplateDetailsPage() {
  const { t } = useTranslation('ignite-shield');
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
            before={<BackLink to={TEMPLATES_LIST_PATH}>{t('templates.title')}</BackLink>}
            title={data.name}
            description={data.description || undefined}
            actions={
              <>
                {can(TEMPLATE_PERMISSIONS.create) && (
                  <Button
                    component={Link}
                    to={templateCopyPath(data.id)}
                    variant="default"
                    leftSection={<IconCopy size={16} />}
                  >
                    {t('templates.copy')}
                  </Button>
                )}
                <EditDeleteActions
                  editTo={can(TEMPLATE_PERMISSIONS.update) ? templateEditPath(data.id) : undefined}
                  canDelete={can(TEMPLATE_PERMISSIONS.delete)}
                  deleteQuestion={t('templates.deleteQuestion', { name: data.name })}
                  remove={() => remove.mutateAsync(data.id)}
                  afterDelete={TEMPLATES_LIST_PATH}
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
