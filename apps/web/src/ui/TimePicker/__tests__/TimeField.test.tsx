import { INVALID_TIME } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { TimeField } from '../index.ts';

function Harness({ onTime }: { onTime: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('08:30');
  return (
    <TimeField
      label="Report time"
      value={value}
      onChange={(next) => {
        setValue(next);
        onTime(next);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Report time' });

describe('[UI][TIME-FIELD] 24-hour time', { timeout: 30_000 }, () => {
  test('R80 HH:mm with hours 00-23 and minutes 00-59 is reported; anything else shows the message', async () => {
    const onTime = vi.fn();
    const { user } = renderWidget(<Harness onTime={onTime} />);
    expect(box()).toHaveValue('08:30');
    for (const wrong of ['24:00', '9:30', '12:60', 'noon']) {
      await user.clear(box());
      await user.type(box(), wrong);
      await user.tab();
      expect(box()).toHaveAccessibleDescription(INVALID_TIME);
    }
    expect(onTime).not.toHaveBeenCalled();

    await user.clear(box());
    await user.type(box(), '23:59{Enter}');
    expect(onTime).toHaveBeenLastCalledWith('23:59');
    expect(box()).not.toHaveAccessibleDescription();

    await user.clear(box());
    await user.tab();
    expect(onTime).toHaveBeenLastCalledWith(null);
  });

  test('R80 in Arabic the message is Arabic', async () => {
    const { user } = renderWidget(<Harness onTime={vi.fn()} />, { language: 'ar' });
    await user.clear(box());
    await user.type(box(), '99:99');
    await user.tab();
    expect(box()).toHaveAccessibleDescription('الرجاء إدخال الوقت بالشكل HH:mm');
  });
});
