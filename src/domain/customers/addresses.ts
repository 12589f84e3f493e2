import { and, asc, desc, eq } from 'drizzle-orm';
import { customerAddresses, customers, type AddressSnapshot } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { addressSchema, type AddressInput } from './address-schema';
import { isKnownLocation } from './locations';

export type AddressRow = typeof customerAddresses.$inferSelect;

/** What an order keeps of its delivery address (see AddressSnapshot). */
export function addressSnapshot(a: AddressRow): AddressSnapshot {
  return {
    id: a.id,
    street: a.street,
    building_number: a.buildingNumber,
    floor: a.floor,
    apartment_number: a.apartmentNumber,
    landmark: a.landmark,
    governorate: a.governorate,
    city: a.city,
    area: a.area,
    additional_mobile: a.additionalMobile,
    default_address: a.isDefault,
  };
}

function parseAddress(input: unknown): AddressInput {
  const form = parseInput(addressSchema, input);
  if (!isKnownLocation(form.governorate, form.city, form.area)) {
    throw new AppError('invalid', 'address_location', {}, { area: 'address_location' });
  }
  return form;
}

const columns = (form: AddressInput) => ({
  street: form.street,
  buildingNumber: form.building_number,
  floor: form.floor,
  apartmentNumber: form.apartment_number,
  landmark: form.landmark,
  governorate: form.governorate,
  city: form.city,
  area: form.area,
  additionalMobile: form.additional_mobile,
});

/** The default address first, then the newest. */
export function listAddresses(ctx: Ctx, customer: Customer) {
  return ctx.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customer.id))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
}

async function clearDefault(ctx: Ctx, customerId: number) {
  await ctx.db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
}

/** The first address becomes the default; one default per customer (a unique index enforces it). */
export async function addAddress(ctx: Ctx, customer: Customer, input: unknown): Promise<AddressRow> {
  const form = parseAddress(input);
  return ctx.db.transaction(async (tx) => {
    const existing = await lockAll({ ...ctx, db: tx }, customer.id);
    const isDefault = form.default_address || existing.length === 0;
    if (isDefault) await clearDefault({ ...ctx, db: tx }, customer.id);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...columns(form), customerId: customer.id, isDefault })
      .returning();
    return row!;
  });
}

/**
 * Every address of the customer, row-locked in id order. Moving the default touches two of them,
 * so each change takes them all, in one order: two changes at once (say, one address made the
 * default while the default is deleted) wait in line, never on each other in a circle. The
 * customer's row is locked first: with no address yet there is nothing else to wait on, and two
 * first addresses added at once (a double tap) both became the default, and one a 500.
 */
async function lockAll(ctx: Ctx, customerId: number): Promise<AddressRow[]> {
  await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return ctx.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id))
    .for('update');
}

async function lockOwn(ctx: Ctx, customer: Customer, id: number): Promise<AddressRow> {
  const row = (await lockAll(ctx, customer.id)).find((a) => a.id === id);
  if (!row) throw notFound('address_not_found');
  return row;
}

export async function updateAddress(
  ctx: Ctx,
  customer: Customer,
  id: number,
  input: unknown,
): Promise<AddressRow> {
  const form = parseAddress(input);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const current = await lockOwn(txCtx, customer, id);
    // The default can be moved to another address, not switched off with none left.
    const isDefault = current.isDefault || form.default_address;
    if (isDefault && !current.isDefault) await clearDefault(txCtx, customer.id);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...columns(form), isDefault })
      .where(eq(customerAddresses.id, id))
      .returning();
    return row!;
  });
}

/** Deleting the default hands the default to the oldest remaining address. */
export async function deleteAddress(ctx: Ctx, customer: Customer, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockOwn({ ...ctx, db: tx }, customer, id);
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customer.id))
      .orderBy(asc(customerAddresses.id))
      .limit(1);
    if (next)
      await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
}
