import type { DateRules, PeriodRange } from '@atrium/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { DateRangeFields } from '../DatePicker/DateRangeFields.tsx';
import { checkDateRange, type DateRangeDraft } from '../DatePicker/rangeCheck.ts';
import { useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { localInstant, localParts } from './selection.ts';

export interface CustomPeriodDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen span, as ISO instants. */
  onApply: (range: PeriodRange) => void;
  /** The span to start from (the current custom period). */
  initial?: PeriodRange;
  /** R76-R78: past start, future dates and the maximum day count. */
  rules?: Omit<DateRules, 'sameTimeValidation'>;
}

function draftOf(initial: PeriodRange | undefined): DateRangeDraft {
  if (!initial) return { start: null, end: null, startTime: '00:00', endTime: '23:59' };
  const [from, to] = [localParts(initial.from), localParts(initial.to)];
  return { start: from.date, end: to.date, startTime: from.time, endTime: to.time };
}

/**
 * The custom period (R197): a start and an end, each a date and a 12-hour time. From must be before To
 * (R73: the end date not before the start, R74, and on the same day a later end time, R75); Apply stays
 * disabled until that holds and the other date rules pass (R43, R76-R78).
 */
export function CustomPeriodDialog({ opened, onClose, onApply, initial, rules }: CustomPeriodDialogProps) {
  const { t } = useWidgetsTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('periodSelector.customTitle')} size="lg">
      {/* Mounted per opening, so each opening starts from `initial`. */}
      {opened && <CustomPeriodForm initial={initial} rules={rules} onApply={onApply} onCancel={onClose} />}
    </Modal>
  );
}

function CustomPeriodForm({
  initial,
  rules,
  onApply,
  onCancel,
}: Pick<CustomPeriodDialogProps, 'initial' | 'rules' | 'onApply'> & { onCancel: () => void }) {
  const { t } = useWidgetsTranslation();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const allRules: DateRules = { ...rules, sameTimeValidation: true };
  const { valid } = checkDateRange(draft, allRules, true);

  const apply = () => {
    if (!valid || !draft.start || !draft.end) return;
    onApply({
      from: localInstant(draft.start, draft.startTime ?? undefined),
      to: localInstant(draft.end, draft.endTime ?? undefined),
    });
  };

  return (
    <Stack gap="lg">
      <DateRangeFields value={draft} onChange={setDraft} rules={allRules} withTime />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('periodSelector.cancel')}
        </Button>
        <Button onClick={apply} disabled={!valid}>
          {t('periodSelector.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
