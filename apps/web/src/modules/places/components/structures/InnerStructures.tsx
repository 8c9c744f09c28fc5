import type { places } from '@atrium/contracts';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StructurePaths } from '../../paths.ts';

/** The structures that sit inside this one. */
export function InnerStructures({
  structure,
  paths,
}: {
  structure: places.StructureDetail;
  paths: StructurePaths;
}) {
  const { t } = useTranslation('places');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="inner-structures">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('details.innerTitle')}
        </Title>
        {structure.innerStructures.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.noInner')}
          </Text>
        ) : (
          structure.innerStructures.map((inner) => (
            <Group key={inner.id} gap="sm">
              <Anchor component={Link} to={paths.details(inner.id)} size="sm" fw={500}>
                {inner.name}
              </Anchor>
              <Badge variant="light" size="sm">
                {t(`structureTypes.${inner.type}`)}
              </Badge>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
