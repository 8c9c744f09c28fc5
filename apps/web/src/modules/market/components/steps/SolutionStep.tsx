import type { market } from '@atrium/contracts';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SolutionStepProps {
  solutions: readonly market.MarketSolution[];
  solutionId: number | null;
  onChange: (id: number) => void;
  error?: string;
}

export function SolutionStep({ solutions, solutionId, onChange, error }: SolutionStepProps) {
  const { t } = useTranslation('market');
  return (
    <Radio.Group
      label={t('steps.solutions')}
      value={solutionId === null ? '' : String(solutionId)}
      onChange={(v) => onChange(Number(v))}
      error={error}
    >
      <Stack mt="xs">
        {solutions.map((s) => (
          <Radio key={s.id} value={String(s.id)} label={s.name} description={s.description} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
