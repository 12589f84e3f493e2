import { Hono, type Context } from 'hono';
import { customerCart } from '@/domain/cart/carts';
import { chooseShippingAddress } from '@/domain/cart/shipping-address';
import { cartTotals, readCartLines } from '@/domain/cart/cart-view';
import { deliveryWindow, isGovernorate } from '@/domain/catalog/delivery';
import { listAddresses } from '@/domain/customers/addresses';
import { cancelOrder, listOrders, orderDetails } from '@/domain/orders/orders';
import { advanceOrder, requestRefund } from '@/domain/orders/refunds';
import { sandboxKeyMatches } from '@/domain/notifications/sandbox';
import { placeOrder } from '@/domain/orders/place-order';
import { quoteMethods } from '@/domain/orders/quote';
import { shippingFee } from '@/domain/orders/shipping';
import { notFound } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import { REFUND_MAX_PHOTOS } from '@/domain/orders/refund-rules';
import { PHOTO_RULES } from '@/domain/uploads/image-rules';
import { bodyLimit, DEFAULT_BODY_MAX_BYTES } from '../body-limit';
import { requireCustomer, type AppEnv } from '../request-context';
import { bodyOf, idParam, readForm, readJson, type Body } from './body';
import { toWireOrderDetails, toWireOrdersPage } from './order-serializers';
import { toWireQuote } from './quote-serializers';
import { toWireAddress } from './customer-serializers';
import { egp } from './serializers';

const optionalId = (raw: string | undefined, messageKey: string) =>
  raw === undefined || raw === '' ? null : idParam(raw, messageKey);

/** POST /rest/V1/checkout/saveorder: the §3 order payload; Idempotency-Key header or idempotency_key. */
export const saveOrderRoutes = new Hono<AppEnv>().post('/checkout/saveorder', requireCustomer, async (c) => {
  const body = await bodyOf(c);
  const payment = (body.payment_method ?? {}) as Body;
  const extra = (payment.additional_data ?? {}) as Body;
  const placed = await placeOrder(
    c.get('ctx'),
    c.get('customer'),
    {
      idempotency_key: c.req.header('idempotency-key') ?? body.idempotency_key,
      method: payment.method,
      address_id: body.address_id,
      expected_total: body.expected_total,
    },
    { pin: extra.pin_code, variants: body.transaction_variants },
  );
  return c.json(
    {
      order_id: placed.orderId,
      increment_id: placed.incrementId,
      removed_products: placed.removed,
      reduced_products: placed.reduced,
    },
    placed.created ? 201 : 200,
  );
});

const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').startsWith('multipart/form-data');

/**
 * The refund route's body limit: with photos, as many as it takes of the largest (plus 64 KB for
 * the other fields and the multipart framing); without, the JSON default.
 */
export const refundBodyLimit = bodyLimit((c) =>
  isMultipart(c) ? REFUND_MAX_PHOTOS * PHOTO_RULES.maxBytes + 64 * 1024 : DEFAULT_BODY_MAX_BYTES,
);

/** The refund form: multipart (with photos) or JSON; `items` is a JSON list of {item_id, qty}. */
async function refundInput(c: Context<AppEnv>) {
  if (!isMultipart(c)) {
    const body = await bodyOf(c);
    return { reason: body.reason, comment: body.comment, items: body.items, photos: [] };
  }
  const form = await readForm(c, { all: true });
  const files = ([] as unknown[])
    .concat(form.photos ?? [])
    .filter((f): f is File => f instanceof File && f.size > 0);
  let items: unknown = form.items;
  try {
    items = typeof form.items === 'string' ? JSON.parse(form.items) : form.items;
  } catch {
    items = null;
  }
  return {
    reason: form.reason,
    comment: typeof form.comment === 'string' ? form.comment : undefined,
    items,
    photos: await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer()))),
  };
}

/** The checkout's options for an address (null: the one chosen, else the default one): methods, quotes, addresses. */
async function shippingAndPayment(c: Context<AppEnv>, addressId: number | null) {
  const ctx = c.get('ctx');
  const t = getT(ctx.locale);
  const customer = c.get('customer');
  const [addresses, totals, quotes] = await Promise.all([
    listAddresses(ctx, customer),
    customerCart(ctx, customer.id).then(async (cart) =>
      cartTotals(ctx, await readCartLines(ctx, cart.id), cart),
    ),
    quoteMethods(ctx, customer, addressId),
  ]);
  return c.json({
    // Each method with the order it would place, for the address asked (else the chosen or default one).
    payment_methods: quotes.map((quote) => ({
      code: quote.method,
      title: t(`checkout.methods.${quote.method}`),
      // §5: products that don't support the method are left out of the order.
      unsupported_products: quote.removed,
      quote: toWireQuote(quote),
    })),
    addresses: addresses.map((a) => {
      const window = isGovernorate(a.governorate) ? deliveryWindow(a.governorate) : null;
      const fee = shippingFee(a.governorate, totals.subtotal);
      return {
        ...toWireAddress(a),
        // The fee and total for the whole cart; the quote of a method has those of what it orders.
        shipping_fee: egp(fee),
        grand_total: egp(totals.grandTotal + fee),
        delivery_days: window && { min: window.minDays, max: window.maxDays },
      };
    }),
  });
}

/** The shipping step's address: `{address_id}` or Magento's `addressInformation.shipping_address.customer_address_id`. */
function shippingChoiceOf(body: Body): unknown {
  const info = (body.addressInformation ?? {}) as Body;
  const magento = ((info.shipping_address ?? {}) as Body).customer_address_id;
  return { address_id: body.address_id ?? magento };
}

/** /rest/{locale}/V1/...: checkout options, the shipping step and the customer's orders. */
export const orderRoutes = new Hono<AppEnv>()
  .get('/checkout/getshippingpayament', requireCustomer, async (c) =>
    shippingAndPayment(c, optionalId(c.req.query('address_id'), 'address_not_found')),
  )
  .post('/carts/mine/shipping-information', requireCustomer, async (c) => {
    const choice = shippingChoiceOf(await bodyOf(c));
    return shippingAndPayment(c, await chooseShippingAddress(c.get('ctx'), c.get('customer'), choice));
  })
  .get('/orders/mine', requireCustomer, async (c) =>
    c.json(
      toWireOrdersPage(
        await listOrders(c.get('ctx'), c.get('customer'), {
          status: c.req.query('status'),
          page: c.req.query('page'),
        }),
      ),
    ),
  )
  .get('/orders/mine/:id', requireCustomer, async (c) =>
    c.json(
      toWireOrderDetails(
        await orderDetails(c.get('ctx'), c.get('customer'), idParam(c.req.param('id'), 'order_not_found')),
      ),
    ),
  )
  .post('/orders/mine/:id/refund', requireCustomer, async (c) => {
    const id = idParam(c.req.param('id'), 'order_not_found');
    await requestRefund(c.get('ctx'), c.get('customer'), id, await refundInput(c));
    return c.json(toWireOrderDetails(await orderDetails(c.get('ctx'), c.get('customer'), id)));
  })
  .post('/orders/mine/:id/cancel', requireCustomer, async (c) => {
    const body = ((await readJson(c).catch(() => ({}))) ?? {}) as Body;
    const itemId = body.item_id === undefined ? undefined : Number(body.item_id);
    if (itemId !== undefined && !Number.isSafeInteger(itemId)) throw notFound('order_item_not_found');
    const id = idParam(c.req.param('id'), 'order_not_found');
    await cancelOrder(c.get('ctx'), c.get('customer'), id, itemId);
    return c.json(toWireOrderDetails(await orderDetails(c.get('ctx'), c.get('customer'), id)));
  });

/**
 * POST /rest/V1/dev/orders/{id}/advance: the sandbox courier, only with the X-Sandbox-Key header
 * (SANDBOX_KEY) and never in production, like /dev/outbox. Anything else is a plain 404.
 */
export const devOrderRoutes = new Hono<AppEnv>().post('/dev/orders/:id/advance', async (c) => {
  if (!sandboxKeyMatches(c.req.header('x-sandbox-key')))
    throw notFound('route_not_found', { path: c.req.path });
  return c.json({ status: await advanceOrder(c.get('ctx'), idParam(c.req.param('id'), 'order_not_found')) });
});
