import type * as panels from '@atrium/contracts/defcon/panels';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api.ts';
import { describeError } from '../../../../lib/errors.ts';
import { showToast } from '../../../../lib/notify.tsx';

/** A command's outcome as a toast: sent (or queued) to the panel, or why it was refused. */
export function toastCommand(t: TFunction, serial: string, command: panels.PanelCommand) {
  showToast({
    kind: 'notify',
    message: t('panels.commands.sent', {
      command: t(`panels.commands.names.${command.command}`),
      serial,
      state: t(`panels.commands.states.${command.state}`),
    }),
  });
}

export function toastCommandError(t: TFunction, error: unknown) {
  const refused = error instanceof ApiError && (error.status === 409 || error.status === 429);
  showToast({
    kind: refused ? 'negative' : 'error',
    title: t('panels.commands.failed'),
    message: describeError(t, error),
  });
}
