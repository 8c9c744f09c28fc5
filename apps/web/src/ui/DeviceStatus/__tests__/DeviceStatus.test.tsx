import { devices } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { BatteryLevel, CommunicationIcon, communicationIconId } from '../index.ts';

describe('[UI][DEVICE-STATUS] battery level and communication icons (spec §9)', { timeout: 30_000 }, () => {
  test.each([
    [20, 'problem'],
    [21, 'poor'],
    [55, 'ok'],
    [90, 'good'],
  ])('R201 %i %% shows the %s level', (percent, level) => {
    renderWidget(<BatteryLevel percent={percent} label="Battery" />);
    const battery = screen.getByRole('img', { name: `Battery: ${percent}%` });
    expect(battery).toHaveAttribute('data-level', level);
  });

  test('a device that never reported a battery shows it as unknown', () => {
    renderWidget(<BatteryLevel percent={null} label="Battery" unknownText="Unknown" />);
    expect(screen.getByRole('img', { name: 'Battery: Unknown' })).toHaveAttribute('data-level', 'unknown');
  });

  test('the ten icon ids: two per link type, connected odd and disconnected even', () => {
    const ids = devices.COMMUNICATION_TYPES.flatMap((type) => [
      communicationIconId(type, 'online'),
      communicationIconId(type, 'offline'),
    ]);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(communicationIconId('wifi', 'never-seen')).toBe(8);
  });

  test('the icon names its link and state', () => {
    renderWidget(<CommunicationIcon type="lorawan" connectivity="offline" label="LoRaWAN, offline" />);
    expect(screen.getByRole('img', { name: 'LoRaWAN, offline' })).toHaveAttribute('data-icon-id', '2');
  });
});
