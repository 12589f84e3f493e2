/** Prices in pounds, as the cart API speaks them (1499.5): src/i18n/format.ts. */
export { egpAlike, formatEgp } from '@/i18n/format';
