import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../../ui/DataTable/__tests__/renderWidget.tsx';
import { EditDeleteActions } from '../components/EditDeleteActions.tsx';
import { FormModal } from '../components/FormModal.tsx';

describe('[CORE][PLACES] shared form parts', { timeout: 30_000 }, () => {
  test('R100 EditDeleteActions: Edit links to the form; Delete asks, deletes, then leaves for the list', async () => {
    const remove = vi.fn(async () => {});
    const { user, router } = renderWidget(
      <EditDeleteActions
        editTo="/core/x/7/edit"
        canDelete
        deleteQuestion="Delete X"
        remove={remove}
        afterDelete="/core/x"
      />,
      { path: '/core/x/7' },
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/core/x/7/edit');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete X?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/x'));
  });

  test('EditDeleteActions without rights shows neither button', () => {
    renderWidget(
      <EditDeleteActions
        canDelete={false}
        deleteQuestion="Delete X"
        remove={async () => {}}
        afterDelete="/"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  test('FormModal submits with Save and closes with Cancel', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = vi.fn();
    const { user } = renderWidget(
      <FormModal title="New thing" onClose={onClose} onSubmit={onSubmit} saving={false} shown={['name']}>
        <input aria-label="Name" />
      </FormModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
