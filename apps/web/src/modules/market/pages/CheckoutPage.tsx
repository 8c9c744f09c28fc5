import { market } from '@atrium/contracts';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { describeError, toFieldErrors } from '../../../lib/errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { SIGN_IN_PATH } from '../../auth/paths.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { payOrder, unpaidOrderOf, useDiscountRate, useDiscounts } from '../api/checkout.ts';
import { quoteCart, useCart } from '../cart.ts';
import { CatalogueState } from '../components/CatalogueState.tsx';
import { Price, PriceRow } from '../components/Price.tsx';
import { VoucherField } from '../components/VoucherField.tsx';
import type { MarketPaths } from '../paths.ts';

const ADDRESS_FIELDS = ['name', 'line1', 'city', 'phone'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** /core/market/checkout: address, discount code, the total from the contracts' pricing, and the card. */
export function CheckoutPage({ paths }: { paths: MarketPaths }) {
  const { t } = useTranslation('market');
  const user = useSessionUser();
  const location = useLocation();
  if (!user)
    return (
      <Stack gap="lg">
        <PageHeader title={t('checkout.title')} />
        <Alert color="blue">
          {t('checkout.signIn')}{' '}
          <Link
            to={`${SIGN_IN_PATH}?redirect=${encodeURIComponent(location.pathname.replace('/global/', '/core/'))}`}
          >
            {t('checkout.signInLink')}
          </Link>
        </Alert>
      </Stack>
    );
  return <SignedInCheckout paths={paths} />;
}

function SignedInCheckout({ paths }: { paths: MarketPaths }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const cart = useCart();
  const selected = useSelectedCompany();
  const user = useSessionUser();
  const companyId = selected?.id ?? user?.personalInfo.companyId ?? null;
  const rate = useDiscountRate(companyId);
  const discounts = useDiscounts(companyId);
  const [address, setAddress] = useState<Record<AddressField, string>>({
    name: '',
    line1: '',
    city: '',
    phone: '',
  });
  const [codeText, setCodeText] = useState('');
  const [code, setCode] = useState<market.CompanyDiscount | null>(null);
  const [voucher, setVoucher] = useState<market.Voucher | null>(null);
  const [shipping, setShipping] = useState<market.ShippingMethod>('standard');
  const [card, setCard] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // One key per visit to the page: a double click or a retry after a lost reply submits once.
  const [idempotencyKey] = useState(() => `checkout-${crypto.randomUUID()}`);

  const applyCode = () => {
    const parsed = market.addDiscount.schemas.body.safeParse({ code: codeText });
    if (!parsed.success)
      return setErrors((e) => ({ ...e, discountCode: parsed.error.issues[0]?.message ?? '' }));
    const found = discounts.data?.find((d) => d.code === parsed.data.code && d.state === 'available');
    if (!found) return setErrors((e) => ({ ...e, discountCode: t('errors.unknownCode') }));
    setErrors(({ discountCode: _, ...rest }) => rest);
    setCode(found);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('checkout.title')} />
      <CatalogueState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()}>
        {() => {
          if (cart.orders.length === 0)
            return (
              <Alert color="yellow">
                {t('checkout.empty')} <Link to={paths.main}>{t('cart.browse')}</Link>
              </Alert>
            );
          const quote = quoteCart(cart.orders, cart.items, {
            discountRateBps: rate.data ?? 0,
            discountCode: code,
            shippingMethod: shipping,
            voucherCents: voucher?.amountCents ?? 0,
          });
          const pay = async () => {
            const parsedAddress = market.addressInput.safeParse(address);
            const fieldErrors: Record<string, string> = {};
            if (quote.needsShipping && !parsedAddress.success)
              Object.assign(fieldErrors, toFieldErrors(parsedAddress.error.issues));
            if (quote.totalCents > 0 && !/^[0-9 -]{12,23}$/.test(card.trim()))
              fieldErrors.cardNumber = t('errors.cardNumber');
            setErrors(fieldErrors);
            if (Object.keys(fieldErrors).length > 0 || companyId === null) return;
            setPaying(true);
            setFailure(null);
            try {
              const outcome = await payOrder({
                companyId,
                unpaidOrderId: unpaidOrderOf(companyId, {
                  discountCode: code?.code ?? null,
                  voucherCode: voucher?.code ?? null,
                }),
                idempotencyKey,
                cardNumber: card,
                body: {
                  orders: cart.orders.map(market.buildOrderPayload),
                  ...(quote.needsShipping ? { address, shippingMethod: shipping } : {}),
                  ...(code ? { discountCode: code.code } : {}),
                  ...(voucher ? { voucherCode: voucher.code } : {}),
                  expectedTotalCents: quote.totalCents,
                },
              });
              if (outcome.ok) {
                cart.save([]);
                navigate(`${paths.paymentSuccess}?orderId=${outcome.order.id}`);
              } else
                navigate(
                  `${paths.paymentFail}?orderId=${outcome.orderId}&message=${encodeURIComponent(outcome.message)}`,
                );
            } catch (error) {
              if (error instanceof ApiError && error.fieldErrors) setErrors(toFieldErrors(error.fieldErrors));
              setFailure(describeError(t, error));
            } finally {
              setPaying(false);
            }
          };
          const field = (name: AddressField) => (
            <TextInput
              key={name}
              label={t(`checkout.address.${name}`)}
              value={address[name]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setAddress((a) => ({ ...a, [name]: value }));
              }}
              error={errors[name] ?? errors[`address.${name}`]}
            />
          );
          return (
            <Stack>
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              {quote.needsShipping && (
                <Card withBorder component="section" aria-label={t('checkout.shipping')}>
                  <Stack>
                    {ADDRESS_FIELDS.map(field)}
                    <Select
                      label={t('checkout.shippingMethod')}
                      data={market.SHIPPING_METHODS.map((m) => ({
                        value: m,
                        label: t(`checkout.methods.${m}`),
                      }))}
                      value={shipping}
                      onChange={(v) => v && setShipping(v as market.ShippingMethod)}
                      allowDeselect={false}
                    />
                  </Stack>
                </Card>
              )}
              <Group align="flex-end">
                <TextInput
                  label={t('checkout.discountCode')}
                  value={codeText}
                  onChange={(e) => setCodeText(e.currentTarget.value)}
                  error={errors.discountCode}
                />
                <Button variant="light" onClick={applyCode}>
                  {t('actions.apply')}
                </Button>
              </Group>
              {companyId !== null && (
                <VoucherField
                  companyId={companyId}
                  voucher={voucher}
                  onChange={(next) => {
                    setVoucher(next);
                    setErrors(({ voucherCode: _, ...rest }) => rest);
                  }}
                  error={errors.voucherCode}
                />
              )}
              <Card withBorder component="section" aria-label={t('checkout.summary')}>
                <Summary quote={quote} />
              </Card>
              <TextInput
                label={t('checkout.card')}
                description={t('checkout.cardHint', { card: market.SANDBOX_CARDS.succeeds })}
                value={card}
                onChange={(e) => setCard(e.currentTarget.value)}
                error={errors.cardNumber}
                inputMode="numeric"
                autoComplete="cc-number"
              />
              <Group justify="flex-end">
                <Button onClick={() => void pay()} loading={paying}>
                  {t('checkout.pay')}
                </Button>
              </Group>
            </Stack>
          );
        }}
      </CatalogueState>
    </Stack>
  );
}

function Summary({ quote }: { quote: market.PriceQuote }) {
  const { t } = useTranslation('market');
  const row = (label: string, cents: number, testId: string, minus = false) => (
    <PriceRow key={testId} label={label} cents={cents} testId={testId} minus={minus} />
  );
  return (
    <Stack gap={4}>
      {row(t('checkout.subtotal'), quote.subtotalCents, 'quote-subtotal')}
      {quote.discountRateCents > 0 &&
        row(t('checkout.discountRate'), quote.discountRateCents, 'quote-rate', true)}
      {quote.discountCodeCents > 0 &&
        row(t('checkout.discountCode'), quote.discountCodeCents, 'quote-code', true)}
      {quote.needsShipping && row(t('checkout.shipping'), quote.shippingCents, 'quote-shipping')}
      {quote.voucherCents > 0 && row(t('voucher.label'), quote.voucherCents, 'quote-voucher', true)}
      <Group justify="space-between">
        <Text fw={700}>{t('checkout.total')}</Text>
        <Price cents={quote.totalCents} fw={700} data-testid="quote-total" />
      </Group>
    </Stack>
  );
}
