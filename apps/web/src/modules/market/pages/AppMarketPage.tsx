import { market } from '@atrium/contracts';
import { Alert, Anchor, Button, Group, Stack, Stepper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCustomizedProduct } from '../api/catalogue.ts';
import { hasOwnDevice } from '../api/ownDevice.ts';
import { useCart } from '../cart.ts';
import { CatalogueState } from '../components/CatalogueState.tsx';
import { OrderPreview } from '../components/steps/OrderPreview.tsx';
import { type AppCatalogue, StepContent } from '../components/steps/StepContent.tsx';
import { type Draft, draftToOrders, EMPTY_DRAFT, orderToDraft } from '../draft.ts';
import { useShownApps } from '../hiddenApps.ts';
import { appOfSlug, type MarketPaths } from '../paths.ts';
import {
  editStep,
  hardwareOrderType,
  hasErrors,
  packageOrderType,
  type StepErrors,
  stepsOf,
  validateStep,
} from '../steps.ts';

/** /core/market/main/:appName: the app's market steps (spec §2), new or editing a cart order (mode=edit). */
export function AppMarketPage({ paths }: { paths: MarketPaths }) {
  const { t } = useTranslation('market');
  const app = appOfSlug(useParams().appName);
  const shown = useShownApps();
  const cart = useCart();
  const [search] = useSearchParams();
  if (!app || !shown.includes(app)) return <Alert color="red">{t('app.unknown')}</Alert>;
  return (
    <Stack gap="lg">
      <PageHeader title={t(`apps.${app}`)} description={t('app.description')} />
      <CatalogueState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()}>
        {/* A new key starts the steps afresh when the flow or the edited order changes. */}
        {() => <AppSteps key={search.toString()} app={app} paths={paths} cart={cart} />}
      </CatalogueState>
    </Stack>
  );
}

type Cart = ReturnType<typeof useCart>;

function useEditTarget(cart: Cart, search: URLSearchParams) {
  const index = Number(search.get('orderIndex'));
  const order = search.get('mode') === 'edit' && Number.isInteger(index) ? cart.orders[index] : undefined;
  return order ? { order, itemIndex: Number(search.get('itemIndex') ?? 0) || 0 } : null;
}

/** The app's available items, by the role they play in its steps. */
function appCatalogue(app: market.MarketApp, cart: Cart, solutionId: number | null): AppCatalogue {
  const own = [...cart.items.values()].filter((i) => i.app === app && i.isAvailable);
  const type = hardwareOrderType(app);
  const heads = type ? (market.ORDER_TYPE_RULES[type].devices ?? []) : [];
  return {
    solutions: cart.solutions.filter((s) => s.app === app),
    products: own.filter(
      (i) =>
        heads.includes(i.type) &&
        i.details.hardware !== null &&
        (solutionId === null || i.solutionIds.length === 0 || i.solutionIds.includes(solutionId)),
    ),
    tokens: own.filter((i) => i.type === 'tokenPackage'),
    plugins: own.filter((i) => i.type === 'plugin'),
    packages: own.filter((i) => packageOrderType(app, i.type) !== null),
    item: (id) => cart.items.get(id),
  };
}

const CONFIG_STEPS = new Set(['deviceConfig', 'productDetails', 'details']);

function AppSteps({ app, paths, cart }: { app: market.MarketApp; paths: MarketPaths; cart: Cart }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const edit = useEditTarget(cart, search);
  const flow = search.get('flow') === 'package' || edit?.order.type === 'swam-tokens' ? 'package' : null;
  const steps = stepsOf(app, flow);
  const [active, setActive] = useState(() => (edit ? editStep(steps, search) : 0));
  const [draft, setDraft] = useState<Draft>(() => {
    if (edit) return orderToDraft(edit.order, edit.itemIndex);
    const offer = appCatalogue(app, cart, null);
    const buy = offer.packages.length === 0 ? 'devices' : offer.products.length === 0 ? 'packages' : null;
    return { ...EMPTY_DRAFT, buy };
  });
  const [errors, setErrors] = useState<StepErrors>({});
  const [checking, setChecking] = useState(false);
  const signedIn = useSessionUser() !== null;
  const product = useCustomizedProduct(draft.productId, signedIn);
  const options = useMemo(() => product.data?.options.map((o) => o.item) ?? [], [product.data]);
  const catalogue = appCatalogue(app, cart, draft.solutionId);
  const solution = cart.solutions.find((s) => s.id === draft.solutionId);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const ordersOf = (d: Draft) =>
    draftToOrders(app, d, cart.items, solution, flow).map((o, i) => ({ ...o, index: i }));

  /** A25: a signed-in buyer's serial must be one of the company's devices of the solution. */
  const serialErrors = async (kind: string, current: Draft): Promise<StepErrors> => {
    if (kind !== 'serial' || !signedIn) return {};
    setChecking(true);
    try {
      return (await hasOwnDevice(current.serial, current.solutionId)) ? {} : { serial: 'unknownSerial' };
    } catch {
      return { serial: 'serialCheckFailed' };
    } finally {
      setChecking(false);
    }
  };

  const next = async () => {
    const kind = steps[active] ?? 'solutions';
    // Required add-ons are part of every device of the product.
    const required = (product.data?.options ?? []).filter((o) => o.required);
    const current =
      CONFIG_STEPS.has(kind) && draft.productId !== null
        ? {
            ...draft,
            options: {
              ...Object.fromEntries(required.map((o) => [o.item.id, o.defaultQty])),
              ...draft.options,
            },
          }
        : draft;
    setDraft(current);
    const invalid = validateStep(kind, current, options);
    const found = hasErrors(invalid) ? invalid : await serialErrors(kind, current);
    setErrors(found);
    if (hasErrors(found)) return;
    if (active < steps.length - 1) {
      setActive(active + 1);
      return;
    }
    const made = ordersOf(current);
    if (made.length === 0) return;
    const before = edit ? cart.orders.filter((o) => o.index < edit.order.index) : cart.orders;
    const after = edit ? cart.orders.filter((o) => o.index > edit.order.index) : [];
    cart.save([...before, ...made, ...after].map((o, index) => ({ ...o, index })));
    navigate(paths.cart);
  };

  return (
    <Stack>
      {edit && <Alert color="blue">{t('app.editing', { index: edit.order.index + 1 })}</Alert>}
      {app === 'swam' && !edit && (
        <Anchor component={Link} to={flow ? paths.app(app) : `${paths.app(app)}?flow=package`}>
          {flow ? t('app.buyDevices') : t('app.sensorPackage')}
        </Anchor>
      )}
      <Stepper active={active} onStepClick={(step) => step < active && setActive(step)}>
        {steps.map((kind) => (
          <Stepper.Step key={kind} label={t(`steps.${kind}`)}>
            <StepContent
              kind={kind}
              draft={draft}
              update={update}
              errors={errors}
              catalogue={catalogue}
              product={product}
              signedIn={signedIn}
            />
          </Stepper.Step>
        ))}
      </Stepper>
      <OrderPreview orders={ordersOf(draft)} items={cart.items} />
      <Group justify="flex-end">
        {active > 0 && (
          <Button variant="default" onClick={() => setActive(active - 1)}>
            {t('actions.back')}
          </Button>
        )}
        <Button onClick={() => void next()} loading={checking}>
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
