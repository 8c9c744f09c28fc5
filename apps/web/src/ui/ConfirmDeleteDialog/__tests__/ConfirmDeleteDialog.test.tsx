import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { ConfirmDeleteDialog, withQuestionMark } from '../index.ts';

describe('[UI][DELETE] confirm-delete dialog', { timeout: 30_000 }, () => {
  test('R100 a question mark is added when missing, never doubled', () => {
    expect(withQuestionMark('Delete this vehicle')).toBe('Delete this vehicle?');
    expect(withQuestionMark('Delete this vehicle?')).toBe('Delete this vehicle?');
    expect(withQuestionMark('  Delete it  ')).toBe('Delete it?');
    expect(withQuestionMark('حذف هذه المركبة؟')).toBe('حذف هذه المركبة؟');
    expect(withQuestionMark('حذف هذه المركبة', '؟')).toBe('حذف هذه المركبة؟');
  });

  test('R100 A54 the dialog shows the message with a question mark; confirm deletes and closes', async () => {
    const onConfirm = vi.fn(async () => {});
    const onClose = vi.fn();
    const { user } = renderWidget(
      <ConfirmDeleteDialog opened message="Delete gateway GW-7" onConfirm={onConfirm} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' });
    expect(within(dialog).getByText('Delete gateway GW-7?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the default message, cancel, and a failed delete that keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    const { user } = renderWidget(
      <ConfirmDeleteDialog opened onConfirm={() => Promise.reject(new Error('409'))} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('in Arabic the Arabic question mark is added', async () => {
    renderWidget(
      <ConfirmDeleteDialog opened message="حذف البوابة" onConfirm={() => {}} onClose={() => {}} />,
      {
        language: 'ar',
      },
    );
    expect(await screen.findByText('حذف البوابة؟')).toBeInTheDocument();
  });
});
