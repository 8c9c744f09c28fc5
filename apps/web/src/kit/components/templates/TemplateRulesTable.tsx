import { alarms } from '@atrium/contracts';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeRule } from './ruleText.ts';

const SEVERITY_COLORS = { critical: 'red', major: 'orange', minor: 'yellow', warning: 'blue' } as const;

/** A template's rules, read only: kind, condition, severity and category. */
export function TemplateRulesTable({ rules }: { rules: alarms.Template['rules'] }) {
  const { t } = useTranslation('kit');
  return (
    <Table striped withTableBorder aria-label={t('templates.rules')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('templates.form.kind')}</Table.Th>
          <Table.Th>{t('templates.condition')}</Table.Th>
          <Table.Th>{t('templates.form.severity')}</Table.Th>
          <Table.Th>{t('templates.category')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => (
          <Table.Tr key={rule.id}>
            <Table.Td>{t(`templates.kinds.${rule.kind}`)}</Table.Td>
            <Table.Td dir="auto">{describeRule(t, rule)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={SEVERITY_COLORS[rule.severity]}>
                {t(`templates.severities.${rule.severity}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{t(`templates.categories.${alarms.categoryOf(rule.kind)}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
