import { places } from '@atrium/contracts';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconGripVertical, IconPlus, IconTarget, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n.ts';

interface DeviceTrayProps {
  /** Devices waiting to be dragged onto the plan. */
  pending: string[];
  /** Device ids already on the plan or waiting. */
  taken: (deviceId: string) => boolean;
  onAdd: (deviceId: string) => void;
  onRemove: (deviceId: string) => void;
  /** Puts a waiting device in the middle of the plan (the way without dragging). */
  onPlaceCentre: (deviceId: string) => void;
}

/**
 * Devices to place, named by id or serial (devices are registered later, issue 6): each waits here as a
 * chip that is dragged onto the plan.
 */
export function DeviceTray({ pending, taken, onAdd, onRemove, onPlaceCentre }: DeviceTrayProps) {
  const { t } = useTranslation('places');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = places.deviceRef.safeParse(text);
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message ?? 'Required'));
      return;
    }
    if (taken(parsed.data)) {
      setError(t('layout.alreadyPlaced'));
      return;
    }
    onAdd(parsed.data);
    setText('');
  };

  return (
    <Stack gap="xs" data-testid="device-tray">
      <form onSubmit={add} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('layout.deviceId')}
            placeholder={t('layout.devicePlaceholder')}
            dir="ltr"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" mt={25} variant="light" leftSection={<IconPlus size={14} />}>
            {t('layout.addDevice')}
          </Button>
        </Group>
      </form>
      {pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('layout.trayEmpty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('layout.trayHint')}
          </Text>
          <Group gap="xs">
            {pending.map((deviceId) => (
              <PendingDevice
                key={deviceId}
                deviceId={deviceId}
                onRemove={() => onRemove(deviceId)}
                onPlaceCentre={() => onPlaceCentre(deviceId)}
              />
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}

interface PendingDeviceProps {
  deviceId: string;
  onRemove: () => void;
  onPlaceCentre: () => void;
}

function PendingDevice({ deviceId, onRemove, onPlaceCentre }: PendingDeviceProps) {
  const { t } = useTranslation('places');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `pending:${deviceId}`,
    data: { deviceId },
  });
  return (
    <Badge
      size="lg"
      variant="outline"
      radius="sm"
      tt="none"
      style={{ opacity: isDragging ? 0.4 : 1, paddingInlineEnd: 2 }}
      leftSection={
        <button
          type="button"
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('layout.dragOf', { device: deviceId })}
          data-testid="pending-device"
          data-device={deviceId}
          style={{
            cursor: 'grab',
            display: 'flex',
            touchAction: 'none',
            border: 0,
            background: 'none',
            padding: 0,
            color: 'inherit',
          }}
        >
          <IconGripVertical size={14} />
        </button>
      }
      rightSection={
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('layout.placeCentreOf', { device: deviceId })}
            onClick={onPlaceCentre}
          >
            <IconTarget size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t('layout.discardOf', { device: deviceId })}
            onClick={onRemove}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      }
    >
      <span dir="ltr">{deviceId}</span>
    </Badge>
  );
}
