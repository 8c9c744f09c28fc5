import { market } from '@atrium/contracts';
import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, Stepper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCustomizedProduct } from '../api/catalogue.ts';
import { useCart } from '../cart.ts';
import { CatalogueState } from '../components/CatalogueState.tsx';
import { Months } from '../components/Months.tsx';
import { Price } from '../components/Price.tsx';
import { useShownApps } from '../hiddenApps.ts';
import { appOfSlug, type MarketPaths } from '../paths.ts';
import {
  type Draft,
  draftToOrder,
  EMPTY_DRAFT,
  hardwareOrderType,
  isBuiltFlow,
  MARKET_STEPS,
  orderToDraft,
  type StepErrors,
  validateStep,
} from '../steps.ts';

/** /core/market/main/:appName: the app's market steps (spec §2), new or editing a cart order (mode=edit). */
export function AppMarketPage({ paths }: { paths: MarketPaths }) {
  const { t } = useTranslation('market');
  const app = appOfSlug(useParams().appName);
  const shown = useShownApps();
  const cart = useCart();
  if (!app || !shown.includes(app)) return <Alert color="red">{t('app.unknown')}</Alert>;
  return (
    <Stack gap="lg">
      <PageHeader title={t(`apps.${app}`)} description={t('app.description')} />
      <CatalogueState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()}>
        {() =>
          isBuiltFlow(app) ? (
            <AppSteps app={app} paths={paths} cart={cart} />
          ) : (
            <Alert color="yellow">{t('app.notBuilt', { steps: MARKET_STEPS[app].join(', ') })}</Alert>
          )
        }
      </CatalogueState>
    </Stack>
  );
}

type Cart = ReturnType<typeof useCart>;

function useEditTarget(cart: Cart) {
  const [search] = useSearchParams();
  const index = Number(search.get('orderIndex'));
  const order = search.get('mode') === 'edit' && Number.isInteger(index) ? cart.orders[index] : undefined;
  return order
    ? {
        order,
        itemIndex: Number(search.get('itemIndex') ?? 0) || 0,
        tokensOnly: search.get('tokens') === 'true',
      }
    : null;
}

function AppSteps({ app, paths, cart }: { app: market.MarketApp; paths: MarketPaths; cart: Cart }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const edit = useEditTarget(cart);
  const steps = MARKET_STEPS[app];
  const [active, setActive] = useState(() => (edit?.tokensOnly ? Math.max(0, steps.indexOf('tokens')) : 0));
  const [draft, setDraft] = useState<Draft>(() =>
    edit ? orderToDraft(edit.order, edit.itemIndex) : EMPTY_DRAFT,
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const signedIn = useSessionUser() !== null;
  const product = useCustomizedProduct(draft.productId, signedIn);
  const options = useMemo(() => product.data?.options.map((o) => o.item) ?? [], [product.data]);
  const all = [...cart.items.values()];
  const solutions = cart.solutions.filter((s) => s.app === app);
  const type = hardwareOrderType(app);
  const devices = type ? (market.ORDER_TYPE_RULES[type].devices ?? []) : [];
  const products = all.filter(
    (i) =>
      i.app === app &&
      i.isAvailable &&
      devices.includes(i.type) &&
      (draft.solutionId === null || i.solutionIds.length === 0 || i.solutionIds.includes(draft.solutionId)),
  );
  const tokens = all.filter((i) => i.app === app && i.isAvailable && i.type === 'tokenPackage');
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const next = () => {
    const kind = steps[active] ?? 'solutions';
    // Required add-ons are part of every device of the product.
    const required = (product.data?.options ?? []).filter((o) => o.required);
    const current =
      kind === 'deviceConfig' || kind === 'productDetails'
        ? {
            ...draft,
            options: {
              ...Object.fromEntries(required.map((o) => [o.item.id, o.defaultQty])),
              ...draft.options,
            },
          }
        : draft;
    setDraft(current);
    const found = validateStep(kind, current, options);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (active < steps.length - 1) {
      setActive(active + 1);
      return;
    }
    const solution = cart.solutions.find((s) => s.id === draft.solutionId);
    const index = edit ? edit.order.index : cart.orders.length;
    const order = draftToOrder(app, current, cart.items, solution, index);
    if (!order) return;
    const orders = edit ? cart.orders.map((o) => (o.index === index ? order : o)) : [...cart.orders, order];
    cart.save(orders);
    navigate(paths.cart);
  };
  const message = (key: string | undefined) => (key ? t(`errors.${key}`, { defaultValue: key }) : undefined);

  const content = (kind: string) => {
    if (kind === 'solutions')
      return (
        <Radio.Group
          label={t('steps.solutions')}
          value={draft.solutionId === null ? '' : String(draft.solutionId)}
          onChange={(v) => update({ solutionId: Number(v), productId: null, options: {} })}
          error={message(errors.solution)}
        >
          <Stack mt="xs">
            {solutions.map((s) => (
              <Radio key={s.id} value={String(s.id)} label={s.name} description={s.description} />
            ))}
          </Stack>
        </Radio.Group>
      );
    if (kind === 'products')
      return (
        <Stack>
          <Radio.Group
            label={t('steps.products')}
            value={draft.productId === null ? '' : String(draft.productId)}
            onChange={(v) => update({ productId: Number(v), options: {} })}
            error={message(errors.product)}
          >
            <Stack mt="xs">
              {products.map((p) => (
                <Radio
                  key={p.id}
                  value={String(p.id)}
                  label={
                    <Group gap="xs">
                      {p.name} <Price cents={p.priceCents} />
                    </Group>
                  }
                  description={p.details.description}
                />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t('fields.devices')}
            value={draft.qty}
            onChange={(v) => update({ qty: typeof v === 'number' ? v : Number.NaN })}
            allowDecimal={false}
            error={message(errors.qty)}
            w={200}
          />
        </Stack>
      );
    if (kind === 'deviceConfig' || kind === 'productDetails')
      return (
        <DeviceConfig
          product={product}
          signedIn={signedIn}
          draft={draft}
          update={update}
          error={message(errors.options)}
        />
      );
    return (
      <Stack>
        <Text fw={500}>{t('steps.tokens')}</Text>
        <Text size="sm" c="dimmed">
          {t('tokens.optional')}
        </Text>
        {tokens.map((tk) => (
          <Group key={tk.id} justify="space-between">
            <Checkbox
              label={tk.name}
              checked={draft.tokens[tk.id] !== undefined}
              onChange={(e) => {
                const { [tk.id]: _, ...rest } = draft.tokens;
                update({ tokens: e.currentTarget.checked ? { ...rest, [tk.id]: 1 } : rest });
              }}
            />
            <Group gap="xs">
              {tk.details.validityInMonths !== null && <Months total={tk.details.validityInMonths} />}
              <Price cents={tk.priceCents} />
            </Group>
          </Group>
        ))}
        {errors.tokens && (
          <Text c="red" size="sm">
            {message(errors.tokens)}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Stack>
      {edit && <Alert color="blue">{t('app.editing', { index: edit.order.index + 1 })}</Alert>}
      <Stepper active={active} onStepClick={(step) => step < active && setActive(step)}>
        {steps.map((kind) => (
          <Stepper.Step key={kind} label={t(`steps.${kind}`)}>
            {content(kind)}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="flex-end">
        {active > 0 && (
          <Button variant="default" onClick={() => setActive(active - 1)}>
            {t('actions.back')}
          </Button>
        )}
        <Button onClick={next}>
          {active < steps.length - 1
            ? t('actions.next')
            : edit
              ? t('actions.saveOrder')
              : t('actions.addToCart')}
        </Button>
      </Group>
    </Stack>
  );
}

interface DeviceConfigProps {
  product: ReturnType<typeof useCustomizedProduct>;
  signedIn: boolean;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  error?: string;
}

/** The add-ons of the chosen product: one per group, required ones fixed, dependencies checked on Next. */
function DeviceConfig({ product, signedIn, draft, update, error }: DeviceConfigProps) {
  const { t } = useTranslation('market');
  if (!signedIn) return <Alert color="blue">{t('config.signInToConfigure')}</Alert>;
  return (
    <CatalogueState isPending={product.isPending} error={product.error} retry={() => void product.refetch()}>
      {() => {
        const options = product.data?.options ?? [];
        if (options.length === 0) return <Text c="dimmed">{t('config.none')}</Text>;
        const toggle = (option: market.MarketItem, on: boolean, qty: number) => {
          const kept = Object.fromEntries(
            Object.entries(draft.options).filter(([id]) => {
              const other = options.find((o) => o.item.id === Number(id))?.item;
              return (
                Number(id) !== option.id &&
                !(on && option.groupId !== null && other?.groupId === option.groupId)
              );
            }),
          );
          update({ options: on ? { ...kept, [option.id]: qty } : kept });
        };
        return (
          <Stack>
            <Text fw={500}>{t('steps.deviceConfig')}</Text>
            {options.map(({ item, defaultQty, required }) => (
              <Group key={item.id} justify="space-between">
                <Checkbox
                  label={item.name}
                  checked={required || draft.options[item.id] !== undefined}
                  disabled={required}
                  onChange={(e) => toggle(item, e.currentTarget.checked, defaultQty)}
                />
                <Price cents={item.priceCents} />
              </Group>
            ))}
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        );
      }}
    </CatalogueState>
  );
}
