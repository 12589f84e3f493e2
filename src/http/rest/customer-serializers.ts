import type { Customer } from '@/domain/auth/tokens';
import { addressSnapshot, type AddressRow } from '@/domain/customers/addresses';

/** The customer as the REST API and the authentication service show it (§7). */
export function toWireCustomer(c: Customer) {
  return {
    id: c.id,
    firstname: c.firstName,
    lastname: c.lastName,
    name: `${c.firstName} ${c.lastName}`,
    email: c.email,
    /** Whether the owner of `email` followed the link mailed to it. */
    email_confirmed: c.emailConfirmedAt !== null,
    phone_number: c.phone,
    /** Whether the account has a password (one made through single sign-on may not): changing the number asks for it. */
    has_password: c.passwordHash !== null,
    newsletter: c.newsletter,
  };
}

/** An address-book entry: the same keys an order keeps of its address (AddressSnapshot). */
export function toWireAddress(a: AddressRow) {
  return addressSnapshot(a);
}

export type WireCustomer = ReturnType<typeof toWireCustomer>;
export type WireAddress = ReturnType<typeof toWireAddress>;
