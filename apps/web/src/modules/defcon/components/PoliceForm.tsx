import { Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { FormAlert } from '../../places/components/FormAlert.tsx';
import { FormActions } from '../../places/components/FormModal.tsx';

type Issue = { path: PropertyKey[]; message: string };
interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** The localities input of a police form, given its value, change and error. */
export interface LocalitiesInput {
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}

interface PoliceFormProps<F extends string, B, S> {
  /** The body's field of the localities (an HQ names them, a station picks their ids). */
  localityField: F;
  initial?: { name: string; email: string; localities: string[] };
  schema: Schema<B>;
  /** The localities' value in the body. */
  toBody: (localities: string[]) => unknown;
  localitiesInput: (input: LocalitiesInput) => ReactNode;
  save: { mutateAsync: (body: B) => Promise<S>; isPending: boolean };
  /** Where to go once saved. */
  savedTo: (saved: S) => string;
  cancelTo: string;
}

/**
 * The form of a police company, an HQ or one of its local stations: name, email and the localities it
 * covers, validated by the contract's schema, 418 replies under their fields, other failures above.
 */
export function PoliceForm<F extends string, B, S>(props: PoliceFormProps<F, B, S>) {
  const { localityField, initial, schema, save } = props;
  const { t } = useTranslation('defcon');
  const navigate = useNavigate();
  const fields = ['name', 'email', localityField] as const;
  const form = useContractForm<'name' | 'email' | F>(
    fields,
    { name: initial?.name ?? '', email: initial?.email ?? '', [localityField]: '' } as Record<
      'name' | 'email' | F,
      string
    >,
    'defcon',
  );
  const [localities, setLocalities] = useState<string[]>(initial?.localities ?? []);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = {
      name: form.values.name,
      email: form.values.email,
      [localityField]: props.toBody(localities),
    };
    const body = form.parse(schema, input, [localityField]);
    if (!body) return;
    try {
      void navigate(props.savedTo(await save.mutateAsync(body)));
    } catch (error) {
      if (!form.fields.setFromError(error)) setFailure(error);
    }
  };
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label={t('police.form')}>
      <Stack gap="md">
        <FormAlert error={failure} shown={fields} />
        <TextInput label={t('police.fields.name')} withAsterisk {...form.input('name')} />
        <TextInput label={t('police.fields.email')} type="email" withAsterisk {...form.input('email')} />
        {props.localitiesInput({
          value: localities,
          onChange: (value) => {
            setLocalities(value);
            form.fields.clear(localityField);
          },
          error: form.fields.message(localityField),
        })}
        <FormActions saving={save.isPending} cancelTo={props.cancelTo} submitLabel={t('common.save')} />
      </Stack>
    </Paper>
  );
}
