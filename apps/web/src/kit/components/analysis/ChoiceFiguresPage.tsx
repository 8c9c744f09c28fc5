import { Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { PeriodSelectorProps } from '../../../ui/PeriodSelector/index.ts';
import { FiguresPage } from './FiguresPage.tsx';
import { useAnalysisPeriod } from './usePeriod.ts';

type Figures<T> = Parameters<typeof FiguresPage<T>>[0]['figures'];

interface ChoiceFiguresPageProps<T> {
  title: string;
  description: string;
  rules: PeriodSelectorProps['rules'];
  /** What the figures may be narrowed to (a location, a building, a gate); none chosen: all of them. */
  choice: { label: string; placeholder: string; options: { value: string; label: string }[] };
  /** The figures of a period and the chosen id (null: all); a query hook, called on every render. */
  useFigures: (from: string, to: string, chosen: number | null) => Figures<T>;
  failedTitle: string;
  children: (data: T, loading: boolean) => ReactNode;
}

/**
 * An application's dashboard over a period (the last 7 days first) and, optionally, one of its places or
 * devices chosen beside the period: the kit's FiguresPage with the period and the choice held here.
 */
export function ChoiceFiguresPage<T>({
  title,
  description,
  rules,
  choice,
  useFigures,
  failedTitle,
  children,
}: ChoiceFiguresPageProps<T>) {
  const period = useAnalysisPeriod();
  const [chosen, setChosen] = useState<string | null>(null);
  const figures = useFigures(period.from, period.to, chosen === null ? null : Number(chosen));
  return (
    <FiguresPage
      title={title}
      description={description}
      period={period}
      rules={rules}
      filter={
        <Select
          label={choice.label}
          placeholder={choice.placeholder}
          data={choice.options}
          value={chosen}
          onChange={setChosen}
          clearable
          w={220}
        />
      }
      figures={figures}
      failedTitle={failedTitle}
    >
      {children}
    </FiguresPage>
  );
}
