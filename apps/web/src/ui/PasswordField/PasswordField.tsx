import { PASSWORD_RULES } from '@atrium/contracts';
import { Box, Group, PasswordInput, type PasswordInputProps, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { i18n as I18n } from 'i18next';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/** The i18n namespace of this widget; its texts travel with it (registered on first use). */
export const PASSWORD_FIELD_NS = 'passwordField';
export const passwordFieldResources = { en, ar } as const;

/** The contract's rule message ("Password needs: Small Letters, …"), from zod or from a 418 reply. */
const NEEDS_PREFIX = 'Password needs:';

function ensureTexts(i18n: I18n) {
  for (const [language, texts] of Object.entries(passwordFieldResources)) {
    if (!i18n.hasResourceBundle(language, PASSWORD_FIELD_NS))
      i18n.addResourceBundle(language, PASSWORD_FIELD_NS, texts);
  }
}

export interface PasswordFieldProps
  extends Omit<PasswordInputProps, 'value' | 'onChange' | 'error' | 'defaultValue'> {
  value: string;
  onChange: (value: string) => void;
  /** The field's message (e.g. `fields.message('password')`); the contract's rule message is re-worded. */
  error?: string;
}

/**
 * A new password (spec §5, R51, R52): the input and, under it, the five rules of `PASSWORD_RULES` in
 * display order, each ticked ✓ as soon as the typed value meets it and crossed ✗ while it does not. Every
 * form that sets a password uses it; the match rule (R53) belongs to the form's confirmation field.
 */
export function PasswordField({ value, onChange, error, label, ...rest }: PasswordFieldProps) {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(PASSWORD_FIELD_NS);
  const listId = useId();
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(value));
  const ruleLabel = (rule: (typeof PASSWORD_RULES)[number]) =>
    t(`rules.${rule.label}`, { defaultValue: rule.label });

  let message = error;
  if (error?.startsWith(NEEDS_PREFIX)) {
    message =
      value === ''
        ? translateMessage(t, 'Required')
        : t('needs', { rules: failed.map(ruleLabel).join(t('separator')) });
  }
  const warn = value !== '' || !!error;

  return (
    <Box>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        error={message}
        {...rest}
      />
      <Box
        component="ul"
        id={listId}
        aria-label={t('rules.title')}
        data-testid="password-rules"
        m={0}
        mt={8}
        p={0}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          const color = met ? 'teal.7' : warn ? 'red.7' : 'dimmed';
          return (
            <Group
              key={rule.label}
              component="li"
              gap={6}
              wrap="nowrap"
              data-rule={rule.label}
              data-met={met}
              style={{ listStyle: 'none' }}
            >
              <Text component="span" c={color} lh={0} aria-hidden>
                {met ? <IconCheck size={14} stroke={2.5} /> : <IconX size={14} stroke={2.5} />}
              </Text>
              <Text component="span" size="xs" c={color}>
                {ruleLabel(rule)}
                <VisuallyHidden>{` (${met ? t('met') : t('unmet')})`}</VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Box>
    </Box>
  );
}
