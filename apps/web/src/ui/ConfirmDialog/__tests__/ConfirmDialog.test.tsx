import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { ConfirmDialog } from '../index.ts';

const props = {
  opened: true,
  title: 'Cancel the request',
  message: 'Cancel the maintenance request to Harbour FM',
  confirmLabel: 'Cancel request',
};

describe('[UI][CONFIRM] confirm dialog', { timeout: 30_000 }, () => {
  test('asks its question (with a question mark) and confirming runs the action, then closes', async () => {
    const onConfirm = vi.fn(async () => {});
    const onClose = vi.fn();
    const { user } = renderWidget(<ConfirmDialog {...props} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the request' });
    expect(within(dialog).getByTestId('confirm-message')).toHaveTextContent(
      'Cancel the maintenance request to Harbour FM?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  test('a failed action stays open and says why; Cancel closes without acting', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() =>
      Promise.reject(new ApiError(409, 'This request is handled', 'REQUEST_STATE')),
    );
    const { user } = renderWidget(<ConfirmDialog {...props} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request is handled');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('in Arabic the Arabic question mark is added', async () => {
    renderWidget(<ConfirmDialog {...props} message="إلغاء الطلب" onConfirm={() => {}} onClose={() => {}} />, {
      language: 'ar',
    });
    expect(await screen.findByText('إلغاء الطلب؟')).toBeInTheDocument();
  });
});
