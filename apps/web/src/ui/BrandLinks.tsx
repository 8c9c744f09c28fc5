import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../lib/config.ts';
import { DATA_POLICY_PATH, TERMS_PATH } from '../modules/core-pages/paths.ts';

/**
 * The footer of the public and auth layouts: the terms and the data policy (the app's own pages, which link
 * the deployment's copies when it configures them) and the support address when there is one.
 */
export function BrandLinks() {
  const { t } = useTranslation('common');
  const { brand } = useConfig();
  return (
    <Group gap="lg" justify="center">
      <Anchor component={Link} to={TERMS_PATH} c="dimmed" size="sm">
        {t('footer.terms')}
      </Anchor>
      <Anchor component={Link} to={DATA_POLICY_PATH} c="dimmed" size="sm">
        {t('footer.privacy')}
      </Anchor>
      {brand.supportEmail && (
        <Anchor href={`mailto:${brand.supportEmail}`} c="dimmed" size="sm">
          {t('footer.support')}
        </Anchor>
      )}
    </Group>
  );
}
