import { groups } from '@atrium/contracts';
import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Map = groups.NotificationsMap;
const { NOTIFICATION_CHANNELS: CHANNELS, NOTIFICATION_METHODS: METHODS, NOTIFICATION_TYPES: TYPES } = groups;

/** The map with one channel of a type and method turned on or off (empty methods and types dropped). */
export function toggleChannel(
  map: Map,
  type: groups.NotificationType,
  method: groups.NotificationMethod,
  channel: groups.NotificationChannel,
  on: boolean,
): Map {
  const current = map[type]?.[method] ?? [];
  const channels = on ? [...new Set([...current, channel])] : current.filter((c) => c !== channel);
  const methods = { ...map[type], [method]: CHANNELS.filter((c) => channels.includes(c)) };
  if (channels.length === 0) delete methods[method];
  const next = { ...map, [type]: methods };
  if (Object.keys(methods).length === 0) delete next[type];
  return next;
}

interface NotificationMatrixProps {
  value: Map;
  onChange: (next: Map) => void;
  error?: string;
}

/** Type × method × channel: which alarms reach the group's users, at once or in the digest, and where. */
export function NotificationMatrix({ value, onChange, error }: NotificationMatrixProps) {
  const { t } = useTranslation('kit');
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('groups.form.notifications')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder withColumnBorders captionSide="top">
          <Table.Caption>{t('groups.matrixCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} />
              {METHODS.map((method) => (
                <Table.Th key={method} colSpan={CHANNELS.length} ta="center">
                  {t(`groups.methods.${method}`)}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {METHODS.flatMap((method) =>
                CHANNELS.map((channel) => (
                  <Table.Th key={`${method}-${channel}`} ta="center" fw={400}>
                    {t(`groups.channels.${channel}`)}
                  </Table.Th>
                )),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TYPES.map((type) => (
              <Table.Tr key={type}>
                <Table.Th scope="row">{t(`groups.types.${type}`)}</Table.Th>
                {METHODS.flatMap((method) =>
                  CHANNELS.map((channel) => (
                    <Table.Td key={`${method}-${channel}`}>
                      <Checkbox
                        mx="auto"
                        w="fit-content"
                        aria-label={t('groups.channelOf', {
                          type: t(`groups.types.${type}`),
                          method: t(`groups.methods.${method}`),
                          channel: t(`groups.channels.${channel}`),
                        })}
                        checked={value[type]?.[method]?.includes(channel) ?? false}
                        onChange={(event) =>
                          onChange(toggleChannel(value, type, method, channel, event.currentTarget.checked))
                        }
                      />
                    </Table.Td>
                  )),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
