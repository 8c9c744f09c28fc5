import {
  COMPARISON_OPTIONS,
  type ComparisonKey,
  type DateRules,
  PERIOD_OPTIONS,
  type PeriodRange,
} from '@atrium/contracts';
import { Button, Input, Menu } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { CustomPeriodDialog } from './CustomPeriodDialog.tsx';
import { formatRange } from './format.ts';
import {
  offeredItems,
  type PeriodOption,
  type PeriodSelection,
  type PresetMode,
  selectComparison,
  selectCustom,
  selectPreset,
} from './selection.ts';

export interface PeriodSelectorProps {
  value: PeriodSelection | null;
  onChange: (selection: PeriodSelection) => void;
  label?: string;
  /** The periods offered, in order; default every one of R196. */
  periods?: readonly PeriodOption[];
  /** The comparisons offered (R198); default all four, [] for none. */
  comparisons?: readonly ComparisonKey[];
  /** R76-R78 for the custom period; `maxDays` also hides or disables longer presets (R79). */
  rules?: Omit<DateRules, 'sameTimeValidation'>;
  /** R79; default 'disable'. */
  presetMode?: PresetMode;
  /** The clock; default the current time. */
  now?: () => Date;
  disabled?: boolean;
}

/**
 * The period selector of spec §2: a menu of the §9 periods (R196) and comparisons (R198), plus a custom
 * period (R197) chosen in the custom-period dialog. A preset's span is computed by the contract when it is
 * picked; the selection and its span are shown on the button and under it.
 */
export function PeriodSelector({
  value,
  onChange,
  label,
  periods = PERIOD_OPTIONS,
  comparisons = COMPARISON_OPTIONS,
  rules,
  presetMode = 'disable',
  now = () => new Date(),
  disabled,
}: PeriodSelectorProps) {
  const { t } = useWidgetsTranslation();
  const labelId = useId();
  const [customOpened, setCustomOpened] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // Computed when the menu opens, so what is disabled matches the spans that would be picked.
  const clock = { now: now() };
  const periodItems = menuOpened ? offeredItems(periods, clock, rules?.maxDays, presetMode) : [];
  const comparisonItems = menuOpened ? offeredItems(comparisons, clock, rules?.maxDays, presetMode) : [];

  const current = value ? selectionText(value) : t('periodSelector.placeholder');
  function selectionText(selection: PeriodSelection) {
    if (selection.kind === 'comparison') return t(`periodSelector.comparisons.${selection.comparison}`);
    if (selection.period === 'custom') return t('periodSelector.range', formatRange(selection));
    return t(`periodSelector.periods.${selection.period}`);
  }
  const span = (range: PeriodRange) => t('periodSelector.range', formatRange(range));
  const description =
    value?.kind === 'comparison'
      ? `${span(value.current)} | ${span(value.previous)}`
      : value && value.period !== 'custom'
        ? span(value)
        : undefined;
  const isCurrent = (key: string) =>
    value?.kind === 'comparison' ? value.comparison === key : value?.period === key;
  const check = (key: string) => (isCurrent(key) ? <IconCheck size={14} /> : null);

  return (
    <Input.Wrapper
      label={label ?? t('periodSelector.label')}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      inputWrapperOrder={['label', 'input', 'description']}
    >
      <Menu opened={menuOpened} onChange={setMenuOpened} position="bottom-start" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            disabled={disabled}
            leftSection={<IconCalendarEvent size={16} />}
            rightSection={<IconChevronDown size={14} />}
            aria-labelledby={`${labelId} ${labelId}-value`}
            display="flex"
          >
            <span id={`${labelId}-value`}>{current}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('periodSelector.periodsTitle')}</Menu.Label>
          {periodItems.map(({ key, disabled: tooLong }) => (
            <Menu.Item
              key={key}
              disabled={tooLong}
              rightSection={check(key)}
              aria-current={isCurrent(key) || undefined}
              onClick={() =>
                key === 'custom' ? setCustomOpened(true) : onChange(selectPreset(key, { now: now() }))
              }
            >
              {t(`periodSelector.periods.${key}`)}
            </Menu.Item>
          ))}
          {comparisonItems.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('periodSelector.comparisonsTitle')}</Menu.Label>
              {comparisonItems.map(({ key, disabled: tooLong }) => (
                <Menu.Item
                  key={key}
                  disabled={tooLong}
                  rightSection={check(key)}
                  aria-current={isCurrent(key) || undefined}
                  onClick={() => onChange(selectComparison(key, { now: now() }))}
                >
                  {t(`periodSelector.comparisons.${key}`)}
                </Menu.Item>
              ))}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <CustomPeriodDialog
        opened={customOpened}
        onClose={() => setCustomOpened(false)}
        initial={value?.kind === 'period' && value.period === 'custom' ? value : undefined}
        rules={rules}
        onApply={(range) => {
          setCustomOpened(false);
          onChange(selectCustom(range));
        }}
      />
    </Input.Wrapper>
  );
}
