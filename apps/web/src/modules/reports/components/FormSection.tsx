import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import type { Draft, Field } from './draft.ts';

/** What each part of the report form gets: the draft, its setter (clearing the fields named), the messages. */
export type FieldErrors = ReturnType<typeof useFieldErrors<Field>>;
export type SetDraft = (change: Partial<Draft>, ...cleared: Field[]) => void;

/** A titled part of the report form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
