import { ActionIcon, Group, Select, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format.ts';
import { PLAYBACK_SPEEDS, type PlaybackPosition, type PlaybackSpeed, type Timeline } from './playback.ts';

interface PlaybackControlsProps {
  timeline: Timeline;
  at: number;
  playing: boolean;
  speed: PlaybackSpeed;
  position: PlaybackPosition | null;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (at: number) => void;
  onSpeed: (speed: PlaybackSpeed) => void;
}

/** Play or pause, the time along the track (a slider), the speed, and where the playback is. */
export function PlaybackControls(props: PlaybackControlsProps) {
  const { timeline, at, playing, speed, position } = props;
  const { t } = useTranslation('fleet');
  const step = Math.max(1000, Math.round((timeline.end - timeline.start) / 1000));
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap" align="center">
        <ActionIcon
          size="lg"
          variant="filled"
          aria-label={playing ? t('playback.pause') : t('playback.play')}
          onClick={playing ? props.onPause : props.onPlay}
          data-testid="fleet-playback-toggle"
        >
          {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
        <Slider
          flex={1}
          min={timeline.start}
          max={timeline.end}
          step={step}
          value={at}
          onChange={props.onSeek}
          label={(value) => formatTime(value)}
          thumbLabel={t('playback.position')}
          thumbProps={{ 'aria-valuetext': formatTime(at) }}
        />
        <Select
          w={110}
          label={t('playback.speed')}
          data={PLAYBACK_SPEEDS.map((value) => ({ value: String(value), label: `×${value}` }))}
          value={String(speed)}
          onChange={(value) => value && props.onSpeed(Number(value) as PlaybackSpeed)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Text size="sm" data-testid="fleet-playback-status" aria-live="off">
        {t('playback.status', {
          at: formatTime(at),
          speed: position?.speedKmh === null || position === null ? '—' : Math.round(position.speedKmh ?? 0),
        })}
      </Text>
    </Stack>
  );
}
