import type * as panels from '@atrium/contracts/defcon/panels';
import { Button, Group, Menu } from '@mantine/core';
import {
  IconAlertOctagon,
  IconChevronDown,
  IconLock,
  IconLockOpen,
  IconNetwork,
  IconUserShare,
  IconWifi,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { ApiError } from '../../../../lib/api.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { DEFCON_KEYS } from '../../access.ts';
import { type PanelAction, usePanelCommand } from '../../api/panels.ts';
import { toastCommand, toastCommandError } from './commandToast.ts';
import { NetworkSwitchModal } from './NetworkSwitchModal.tsx';
import { PanelOwnerModal } from './PanelOwnerModal.tsx';
import { WifiJoinModal } from './WifiJoinModal.tsx';

type Dialog = 'panic' | 'wifi-join' | 'network' | 'owner' | null;

/**
 * The panel's command buttons, each shown with its permission: arm (away or stay) and disarm, panic (after a
 * confirmation), Wi-Fi scan and join, network switch, and the ownership change. Outcomes are toasts; the
 * panel's page follows the command until the panel answers.
 */
export function PanelCommands({ panel }: { panel: panels.PanelDetails }) {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const command = usePanelCommand(panel.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const keys = DEFCON_KEYS.panels;
  const blocked = panel.state === 'blocked';

  const send = async (action: PanelAction) => {
    try {
      toastCommand(t, panel.serial, await command.mutateAsync(action));
    } catch (error) {
      // A 418 belongs to the form that sent it.
      if (!(error instanceof ApiError && error.status === 418)) toastCommandError(t, error);
      throw error;
    }
  };
  const fire = (action: PanelAction) => void send(action).catch(() => {});

  return (
    <>
      <Group gap="xs" data-testid="panel-commands">
        {can(keys.activate) && (
          <>
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  leftSection={<IconLock size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  disabled={blocked}
                  loading={command.isPending && command.variables?.kind === 'arm'}
                >
                  {t('panels.commands.arm')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => fire({ kind: 'arm', mode: 'away' })}>
                  {t('panels.commands.armAway')}
                </Menu.Item>
                <Menu.Item onClick={() => fire({ kind: 'arm', mode: 'stay' })}>
                  {t('panels.commands.armStay')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="light"
              leftSection={<IconLockOpen size={16} />}
              disabled={blocked}
              loading={command.isPending && command.variables?.kind === 'disarm'}
              onClick={() => fire({ kind: 'disarm' })}
            >
              {t('panels.commands.disarm')}
            </Button>
          </>
        )}
        {can(keys.panic) && (
          <Button
            color="red"
            leftSection={<IconAlertOctagon size={16} />}
            disabled={blocked}
            onClick={() => setDialog('panic')}
          >
            {t('panels.commands.panic')}
          </Button>
        )}
        {can(keys.command) && (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={14} />} disabled={blocked}>
                {t('panels.commands.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconWifi size={14} />} onClick={() => fire({ kind: 'wifi-scan' })}>
                {t('panels.commands.wifiScan')}
              </Menu.Item>
              <Menu.Item leftSection={<IconWifi size={14} />} onClick={() => setDialog('wifi-join')}>
                {t('panels.commands.wifiJoin')}
              </Menu.Item>
              <Menu.Item leftSection={<IconNetwork size={14} />} onClick={() => setDialog('network')}>
                {t('panels.commands.networkSwitch')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        {can(keys.transfer) && (
          <Button
            variant="subtle"
            leftSection={<IconUserShare size={16} />}
            onClick={() => setDialog('owner')}
          >
            {t('panels.owner.button')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={dialog === 'panic'}
        title={t('panels.commands.panicTitle')}
        message={t('panels.commands.panicQuestion', { name: panel.name || panel.serial })}
        confirmLabel={t('panels.commands.panicConfirm')}
        color="red"
        onConfirm={() => send({ kind: 'panic' })}
        onClose={() => setDialog(null)}
      />
      {dialog === 'wifi-join' && (
        <WifiJoinModal send={(body) => send({ kind: 'wifi-join', body })} onClose={() => setDialog(null)} />
      )}
      {dialog === 'network' && (
        <NetworkSwitchModal
          current={panel.network}
          send={(network) => send({ kind: 'network-switch', body: { network } })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'owner' && <PanelOwnerModal panel={panel} onClose={() => setDialog(null)} />}
    </>
  );
}
