/** The customer as GET /rest/{locale}/V1/customer/me answers it (docs/api-accounts.md). */
export interface AccountCustomer {
  id: number;
  firstname: string;
  lastname: string;
  email: string | null;
  phone_number: string | null;
  newsletter: boolean;
}

/** governorate, city and area are codes from the directory. */
export interface Address {
  id: number;
  street: string;
  building_number: string;
  floor: string | null;
  apartment_number: string | null;
  landmark: string | null;
  governorate: string;
  city: string;
  area: string;
  additional_mobile: string | null;
  default_address: boolean;
}

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
