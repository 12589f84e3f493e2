import { Hono, type Context } from 'hono';
import {
  addItems,
  applyCoupon,
  readCart,
  cartItemCount,
  confirmQuantities,
  createGuestCart,
  customerCart,
  guestCart,
  mergeGuestCart,
  removeItem,
  updateItem,
  type Cart,
} from '@/domain/cart/carts';
import {
  addToWishlist,
  listWishlist,
  moveToCart,
  removeFromWishlist,
  wishlistCount,
} from '@/domain/cart/wishlist';
import { authenticate } from '@/domain/auth/tokens';
import { bearerToken, requireCustomer, type AppEnv } from '../request-context';
import { toWireCart } from './cart-serializers';
import { toWireWishlist } from './serializers';
import { bodyOf, idParam, type Body } from './body';

type C = Context<AppEnv>;
const cartItemOf = (body: Body) => (body.cartItem ?? {}) as Body;

/**
 * The cart calls shared by the guest cart (/guest-carts/{token}) and the customer's
 * (/carts/mine): `cartOf` finds the cart the request is about.
 */
function cartCalls(cartOf: (c: C) => Promise<Cart>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(toWireCart(await readCart(c.get('ctx'), await cartOf(c)))))
    .get('/items', async (c) => c.json(toWireCart(await readCart(c.get('ctx'), await cartOf(c))).items))
    .post('/items', async (c) => {
      const cart = await cartOf(c);
      await addItems(c.get('ctx'), cart, [cartItemOf(await bodyOf(c))]);
      return c.json(toWireCart(await readCart(c.get('ctx'), cart)));
    })
    .post('/addMultipleProductsToCart', async (c) => {
      const cart = await cartOf(c);
      await addItems(c.get('ctx'), cart, (await bodyOf(c)).cartItems);
      return c.json(toWireCart(await readCart(c.get('ctx'), cart)));
    })
    .put('/items/:itemId', async (c) => {
      const cart = await cartOf(c);
      const itemId = idParam(c.req.param('itemId'), 'cart_item_not_found');
      await updateItem(c.get('ctx'), cart, itemId, cartItemOf(await bodyOf(c)).qty);
      return c.json(toWireCart(await readCart(c.get('ctx'), cart)));
    })
    .delete('/items/:itemId', async (c) => {
      const cart = await cartOf(c);
      await removeItem(c.get('ctx'), cart, idParam(c.req.param('itemId'), 'cart_item_not_found'));
      return c.json(toWireCart(await readCart(c.get('ctx'), cart)));
    });
}

const guestCartOf = (c: C) => guestCart(c.get('ctx'), c.req.param('token') ?? '');
const myCartOf = (c: C) => customerCart(c.get('ctx'), c.get('customer').id);

async function couponCall(c: C, cart: Cart) {
  const body = await bodyOf(c);
  await applyCoupon(c.get('ctx'), cart, { code: body.coupon_code, remove: body.remove });
  return c.json(toWireCart(await readCart(c.get('ctx'), cart)));
}

/** /rest/{locale}/V1/...: guest carts, the customer's cart, coupons, confirmqty and the wishlist. */
export const cartRoutes = new Hono<AppEnv>()
  .get('/guest-carts/:token/summary', async (c) => {
    const cart = await guestCartOf(c);
    return c.json({ cart_items: await cartItemCount(c.get('ctx'), cart.id), wishlist_items: 0 });
  })
  .post('/guest-carts/:token/assign', requireCustomer, async (c) => {
    const cart = await mergeGuestCart(c.get('ctx'), c.req.param('token'), c.get('customer').id);
    return c.json(toWireCart(await readCart(c.get('ctx'), cart)));
  })
  .route('/guest-carts/:token', cartCalls(guestCartOf))
  .post('/checkout/coupon', requireCustomer, async (c) => couponCall(c, await myCartOf(c)))
  .post('/checkout/confirmqty', async (c) => {
    const ctx = c.get('ctx');
    const body = await bodyOf(c);
    const token = bearerToken(c);
    const cart =
      token || typeof body.cart_token !== 'string'
        ? await customerCart(ctx, (await authenticate(ctx, token)).id)
        : await guestCart(ctx, body.cart_token);
    const changed = await confirmQuantities(ctx, cart);
    return c.json({ changed, cart: toWireCart(await readCart(ctx, cart)) });
  })
  .post('/checkout/:token/coupon', async (c) => couponCall(c, await guestCartOf(c)))
  .use('/carts/mine/*', requireCustomer)
  .use('/carts/mine', requireCustomer)
  .get('/carts/mine/summary', async (c) => {
    const ctx = c.get('ctx');
    const customer = c.get('customer');
    const cart = await customerCart(ctx, customer.id);
    return c.json({
      cart_items: await cartItemCount(ctx, cart.id),
      wishlist_items: await wishlistCount(ctx, customer.id),
    });
  })
  .route('/carts/mine', cartCalls(myCartOf))
  .use('/wishlist/mine/*', requireCustomer)
  .use('/wishlist/mine', requireCustomer)
  .get('/wishlist/mine', async (c) =>
    c.json(toWireWishlist(await listWishlist(c.get('ctx'), c.get('customer').id))),
  )
  .post('/wishlist/mine/items', async (c) => {
    const customerId = c.get('customer').id;
    await addToWishlist(c.get('ctx'), customerId, (await bodyOf(c)).product_id);
    return c.json(toWireWishlist(await listWishlist(c.get('ctx'), customerId)));
  })
  .delete('/wishlist/mine/items/:productId', async (c) => {
    const customerId = c.get('customer').id;
    await removeFromWishlist(
      c.get('ctx'),
      customerId,
      idParam(c.req.param('productId'), 'product_not_found'),
    );
    return c.json(toWireWishlist(await listWishlist(c.get('ctx'), customerId)));
  })
  .post('/wishlist/mine/items/:productId/move-to-cart', async (c) => {
    const ctx = c.get('ctx');
    const customerId = c.get('customer').id;
    const cart = await moveToCart(ctx, customerId, idParam(c.req.param('productId'), 'product_not_found'));
    return c.json({
      cart: toWireCart(await readCart(ctx, cart)),
      wishlist: toWireWishlist(await listWishlist(ctx, customerId)),
    });
  });

/** POST /rest/V1/guest-carts: a new guest cart; the answer is its token. */
export const guestCartCreateRoutes = new Hono<AppEnv>().post('/guest-carts', async (c) =>
  c.json(await createGuestCart(c.get('ctx'))),
);
