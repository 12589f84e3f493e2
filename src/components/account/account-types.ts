import type { WireAddress, WireCustomer } from '@/http/rest/customer-serializers';

/** The customer as GET /rest/{locale}/V1/customer/me answers it (docs/api-accounts.md). */
export type AccountCustomer = WireCustomer;

/** An address-book entry; governorate, city and area are codes from the directory. */
export type Address = WireAddress;

export interface DirectoryArea {
  code: string;
  name: string;
}
export interface DirectoryCity extends DirectoryArea {
  areas: DirectoryArea[];
}
export interface DirectoryGovernorate extends DirectoryArea {
  cities: DirectoryCity[];
}
