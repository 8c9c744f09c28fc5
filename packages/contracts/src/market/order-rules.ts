import type { FieldError } from '../kernel/errors.ts';
import type { OrderLine, OrderPart } from './payload.ts';
import type { PricingItem } from './pricing.ts';
import { type ItemType, type MarketApp, ORDER_TYPE_RULES } from './reference.ts';

/**
 * Whether an order part can be bought, field by field (spec §3 payload, §4 R35, §1 app flags): the server
 * refuses with these errors (418, or 400 from validate); the web can show them before sending.
 */

export interface CatalogueItem extends PricingItem {
  app: MarketApp;
  isAvailable: boolean;
  groupId: number | null;
  dependencyId: number | null;
  solutionIds: readonly number[];
  /** A product: an item with hardware details, which can head a device line of a hardware order. */
  isProduct: boolean;
}

export interface ProductOptionRule {
  maxQty: number;
  required: boolean;
}

export interface OrderCatalogue {
  item(id: number): CatalogueItem | undefined;
  /** The add-ons a product accepts, by item id. */
  optionsOf(productId: number): ReadonlyMap<number, ProductOptionRule>;
  solution(id: number): { id: number; app: MarketApp } | undefined;
  /** Spec §1 HIDE_* flags. */
  isAppShown(app: MarketApp): boolean;
  /** R32: the buyer may buy from the app (market purchase and the app's permission). */
  canBuyFrom(app: MarketApp): boolean;
}

export const ORDER_MESSAGES = {
  appHidden: 'This app is not available',
  appDenied: 'You cannot buy from this app',
  empty: 'The order is empty',
  unknownItem: 'Unknown item',
  unavailable: 'This item is not available',
  wrongItem: 'This item does not belong to this order type',
  notAllowed: 'This order type does not take these lines',
  required: 'Required',
  unknownSolution: 'Unknown solution',
  wrongSolution: 'This product does not serve this solution',
  notAnOption: 'Not an option of this product',
  noProducts: 'This product takes no add-ons',
} as const;

const count = (ids: readonly number[], id: number) => ids.filter((x) => x === id).length;

function checkItem(
  catalogue: OrderCatalogue,
  id: number,
  app: MarketApp,
  types: readonly ItemType[],
  param: string,
  errors: FieldError[],
): CatalogueItem | undefined {
  const item = catalogue.item(id);
  if (!item) errors.push({ param, msg: ORDER_MESSAGES.unknownItem });
  else if (item.app !== app || !types.includes(item.type))
    errors.push({ param, msg: ORDER_MESSAGES.wrongItem });
  else if (!item.isAvailable || !catalogue.isAppShown(item.app))
    errors.push({ param, msg: ORDER_MESSAGES.unavailable });
  else return item;
  return undefined;
}

function checkProducts(
  catalogue: OrderCatalogue,
  productId: number,
  products: readonly number[],
  path: string,
  errors: FieldError[],
) {
  const options = catalogue.optionsOf(productId);
  const groups = new Map<number, number>();
  products.forEach((id, j) => {
    const param = `${path}.products.${j}`;
    const option = options.get(id);
    const item = catalogue.item(id);
    if (!option || !item) {
      errors.push({ param, msg: ORDER_MESSAGES.notAnOption });
      return;
    }
    if (!item.isAvailable) {
      errors.push({ param, msg: ORDER_MESSAGES.unavailable });
      return;
    }
    if (products.indexOf(id) !== j) return;
    if (count(products, id) > option.maxQty)
      errors.push({ param, msg: `At most ${option.maxQty} of ${item.name} per device` });
    if (item.dependencyId !== null && !products.includes(item.dependencyId)) {
      const needed = catalogue.item(item.dependencyId)?.name ?? `item ${item.dependencyId}`;
      errors.push({ param, msg: `${item.name} needs ${needed}` });
    }
    if (item.groupId !== null) {
      const other = groups.get(item.groupId);
      if (other !== undefined)
        errors.push({ param, msg: `Only one of ${catalogue.item(other)?.name} and ${item.name}` });
      else groups.set(item.groupId, id);
    }
  });
  for (const [id, option] of options) {
    if (option.required && !products.includes(id))
      errors.push({ param: `${path}.products`, msg: `${catalogue.item(id)?.name ?? id} is required` });
  }
}

/** The errors of one order part; `path` prefixes every param (e.g. `orders.0`). */
export function checkOrderPart(part: OrderPart, path: string, catalogue: OrderCatalogue): FieldError[] {
  const rule = ORDER_TYPE_RULES[part.type];
  const errors: FieldError[] = [];
  if (!catalogue.isAppShown(rule.app)) return [{ param: `${path}.type`, msg: ORDER_MESSAGES.appHidden }];
  if (!catalogue.canBuyFrom(rule.app)) return [{ param: `${path}.type`, msg: ORDER_MESSAGES.appDenied }];
  const { devices, tokens, plugins, packages } = part;
  if (devices.length + tokens.length + plugins.length + packages.length === 0)
    return [{ param: path, msg: ORDER_MESSAGES.empty }];

  if (devices.length > 0 && !rule.devices)
    errors.push({ param: `${path}.devices`, msg: ORDER_MESSAGES.notAllowed });
  devices.forEach((device, i) => {
    if (!rule.devices) return;
    const at = `${path}.devices.${i}`;
    let product = checkItem(catalogue, device.id, rule.app, rule.devices, `${at}.id`, errors);
    if (product && !rule.accessories && !product.isProduct) {
      errors.push({ param: `${at}.id`, msg: ORDER_MESSAGES.wrongItem });
      product = undefined;
    }
    if (device.solutionId === undefined) {
      if (rule.solution) errors.push({ param: `${at}.solutionId`, msg: ORDER_MESSAGES.required });
    } else if (catalogue.solution(device.solutionId)?.app !== rule.app) {
      errors.push({ param: `${at}.solutionId`, msg: ORDER_MESSAGES.unknownSolution });
    } else if (
      product &&
      product.solutionIds.length > 0 &&
      !product.solutionIds.includes(device.solutionId)
    ) {
      errors.push({ param: `${at}.solutionId`, msg: ORDER_MESSAGES.wrongSolution });
    }
    if (!rule.products && device.products.length > 0)
      errors.push({ param: `${at}.products`, msg: ORDER_MESSAGES.noProducts });
    else if (product) checkProducts(catalogue, product.id, device.products, at, errors);
  });

  const simple = (lines: readonly OrderLine[], key: string, allowed: readonly ItemType[] | undefined) => {
    if (lines.length > 0 && !allowed)
      errors.push({ param: `${path}.${key}`, msg: ORDER_MESSAGES.notAllowed });
    if (allowed)
      lines.forEach(
        (l, i) => void checkItem(catalogue, l.id, rule.app, allowed, `${path}.${key}.${i}.id`, errors),
      );
  };
  simple(tokens, 'tokens', rule.tokens ? ['tokenPackage'] : undefined);
  simple(plugins, 'plugins', rule.plugins ? ['plugin'] : undefined);
  simple(packages, 'packages', rule.packages);
  return errors;
}
