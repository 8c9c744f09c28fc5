import { type DateRules, PERIOD_OPTIONS, type PeriodDays, periodDays } from '@atrium/contracts';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { DateRangeFields } from '../DatePicker/DateRangeFields.tsx';
import { checkDateRange, type DateRangeDraft } from '../DatePicker/rangeCheck.ts';
import { useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { offeredItems, type PeriodOption, type PresetMode } from './selection.ts';

export interface DateRangeSelection extends PeriodDays {
  /** The preset the days came from, or 'custom'. */
  period: PeriodOption;
}

export interface DateRangeDialogProps {
  opened: boolean;
  onClose: () => void;
  onApply: (value: DateRangeSelection) => void;
  initial?: DateRangeSelection;
  /** R74-R78 (`maxDays` also drives R79). */
  rules?: Omit<DateRules, 'sameTimeValidation'>;
  /** R79: presets longer than `rules.maxDays` are hidden or disabled; default 'disable'. */
  presetMode?: PresetMode;
  /** Default: every period of R196. */
  periods?: readonly PeriodOption[];
  /** The clock, for the presets' days; default the current time. */
  now?: () => Date;
}

/**
 * A range of calendar days with the §9 presets beside it: choosing a preset fills the dates, which only
 * the custom preset lets the user edit (R42); presets beyond the maximum are hidden or disabled (R79); Apply
 * is disabled while the range breaks a date rule or exceeds the maximum (R43, R74-R78).
 */
export function DateRangeDialog({
  opened,
  onClose,
  title,
  ...props
}: DateRangeDialogProps & { title?: string }) {
  const { t } = useWidgetsTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('periodSelector.rangeTitle')} size="xl">
      {opened && <DateRangeForm {...props} onCancel={onClose} />}
    </Modal>
  );
}

function DateRangeForm({
  onApply,
  onCancel,
  initial,
  rules = {},
  presetMode = 'disable',
  periods = PERIOD_OPTIONS,
  now = () => new Date(),
}: Omit<DateRangeDialogProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useWidgetsTranslation();
  const [clock] = useState(() => ({ now: now() }));
  const [period, setPeriod] = useState<PeriodOption>(initial?.period ?? 'custom');
  const [draft, setDraft] = useState<DateRangeDraft>({
    start: initial?.start ?? null,
    end: initial?.end ?? null,
  });
  const items = offeredItems(periods, clock, rules.maxDays, presetMode);
  const { valid } = checkDateRange(draft, rules, false);

  const choose = (next: PeriodOption) => {
    setPeriod(next);
    if (next !== 'custom') setDraft(periodDays(next, clock));
  };

  return (
    <Stack gap="lg">
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Radio.Group
          label={t('periodSelector.presets')}
          value={period}
          onChange={(next) => choose(next as PeriodOption)}
        >
          <Stack gap={8} mt="xs">
            {items.map((item) => (
              <Radio
                key={item.key}
                value={item.key}
                disabled={item.disabled}
                label={t(`periodSelector.periods.${item.key}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <div style={{ flex: 1 }}>
          <DateRangeFields value={draft} onChange={setDraft} rules={rules} readOnly={period !== 'custom'} />
        </div>
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('periodSelector.cancel')}
        </Button>
        <Button
          disabled={!valid}
          onClick={() => {
            if (valid && draft.start && draft.end) onApply({ period, start: draft.start, end: draft.end });
          }}
        >
          {t('periodSelector.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
