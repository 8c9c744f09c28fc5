import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { resources } from '../../../testing/i18nResources.ts';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { EMPTY_STATE_TEXTS, EMPTY_STATE_VARIANTS, EmptyState } from '../index.ts';

describe('[UI][EMPTY] empty states', { timeout: 30_000 }, () => {
  test('R166 R167 R168 the seven texts', () => {
    expect(EMPTY_STATE_TEXTS).toEqual({
      map: 'no map info yet',
      logs: 'no logs yet',
      data: 'no data found',
      requests: 'no requests yet',
      readings: 'no readings',
      job: 'No job has yet been assigned to this vehicle',
      reservations: 'No Reservations Yet',
    });
    // The English translations are those texts, and every one has an Arabic twin.
    expect(resources.en.common.empty).toEqual(EMPTY_STATE_TEXTS);
    for (const variant of EMPTY_STATE_VARIANTS)
      expect(resources.ar.common.empty[variant]).toMatch(/\p{Script=Arabic}/u);
  });

  test.each(EMPTY_STATE_VARIANTS)('A53 the "%s" variant shows its text', (variant) => {
    renderWidget(<EmptyState variant={variant} />);
    expect(screen.getByTestId(`empty-state-${variant}`)).toHaveTextContent(EMPTY_STATE_TEXTS[variant]);
  });

  test('defaults to "no data found", takes a description and actions, and speaks Arabic', async () => {
    const { unmount } = renderWidget(
      <EmptyState description="Try another filter" actions={<Button>Add</Button>} />,
    );
    expect(screen.getByText('no data found')).toBeInTheDocument();
    expect(screen.getByText('Try another filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    unmount();

    renderWidget(<EmptyState variant="reservations" />, { language: 'ar' });
    expect(await screen.findByText('لا توجد حجوزات بعد')).toBeInTheDocument();
  });
});
