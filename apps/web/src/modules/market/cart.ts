import { market } from '@atrium/contracts';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAccessContext } from '../../lib/permissions.ts';
import { useSessionUser } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';
import { useItems, useSolutions } from './api/catalogue.ts';

/** The cart kept in storage in the contracts' compact form (R31) and restored by their rules (R32-R34). */

const readStored = () => storage.get('cart');

/**
 * A changed cart is a new order: an unpaid one submitted earlier no longer matches it. An order being edited
 * (opened from its details page) stays the one checkout updates, until the cart is emptied.
 */
export function saveCart(orders: readonly market.CartOrder[]) {
  const editing = (storage.get('paymentOrder') as { editing?: boolean } | null)?.editing === true;
  if (!editing || orders.length === 0) storage.remove('paymentOrder');
  if (orders.length === 0) storage.remove('cart');
  else storage.set('cart', market.compactCart(orders));
}

export type ItemLookup = ReadonlyMap<number, market.MarketItem>;

/**
 * The restored cart. Orders dropped on restore are written out of storage at once and reported once, so the
 * page can say why they went (R32-R34). Guests keep everything: permissions apply once they sign in.
 */
export function useCart() {
  const solutions = useSolutions();
  const items = useItems();
  const access = useAccessContext();
  const user = useSessionUser();
  const stored = useSyncExternalStore(storage.subscribe, readStored, readStored);
  const [dropped, setDropped] = useState<{ index: number; reason: market.DropReason }[]>([]);

  const lookup: ItemLookup = useMemo(() => new Map((items.data ?? []).map((i) => [i.id, i])), [items.data]);
  const restored = useMemo(() => {
    if (!solutions.data || !items.data) return null;
    const listed = new Map(solutions.data.map((s) => [s.id, s]));
    return market.restoreCart(stored, {
      canBuyFrom: (app) => !user || access.isAdmin || market.canBuyFrom(app, access.permissions),
      solution: (id) => listed.get(id),
      item: (id) => lookup.get(id),
    });
  }, [stored, solutions.data, items.data, lookup, user, access]);

  useEffect(() => {
    if (!restored || restored.dropped.length === 0) return;
    setDropped(restored.dropped);
    saveCart(restored.orders);
  }, [restored]);

  return {
    isPending: solutions.isPending || items.isPending,
    error: solutions.error ?? items.error,
    refetch: () => Promise.all([solutions.refetch(), items.refetch()]),
    orders: restored?.orders ?? [],
    dropped,
    items: lookup,
    solutions: solutions.data ?? [],
    save: saveCart,
  };
}

/** R101 over the cart, through the contracts' pricing, with the company's rate and a discount code. */
export function quoteCart(
  orders: readonly market.CartOrder[],
  items: ItemLookup,
  input: market.QuoteInput = { discountRateBps: 0 },
): market.PriceQuote {
  const payloads = orders.map(market.buildOrderPayload);
  const item = (id: number): market.PricingItem => {
    const found = items.get(id);
    return found
      ? { id, name: found.name, type: found.type, priceCents: found.priceCents }
      : { id, name: '', type: 'undefined', priceCents: 0 };
  };
  const parts = payloads.map((p) => market.priceOrderPart(p, item));
  return market.quoteOrder(parts, input, payloads.some(market.partShips));
}
