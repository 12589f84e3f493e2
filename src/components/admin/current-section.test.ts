import { describe, expect, it } from 'vitest';
import { currentSection } from './current-section';

const SECTIONS = [
  { id: 'dashboard', href: '/admin' },
  { id: 'products', href: '/admin/catalog/products' },
  { id: 'approvals', href: '/admin/catalog/products?approval=pending' },
  { id: 'sellers', href: '/admin/sellers' },
  { id: 'applications', href: '/admin/sellers/applications' },
];
const at = (path: string, search = '') => currentSection(SECTIONS, path, new URLSearchParams(search));

describe('the current back-office section', () => {
  it('is the longest address that leads to the page', () => {
    expect(at('/admin')).toBe('dashboard');
    expect(at('/admin/catalog/products/12')).toBe('products');
    expect(at('/admin/sellers/applications/3')).toBe('applications');
    expect(at('/admin/sellers/4')).toBe('sellers');
  });

  it('tells a section by its query apart, and matches whole path segments only', () => {
    expect(at('/admin/catalog/products', 'approval=pending&page=2')).toBe('approvals');
    expect(at('/admin/catalog/products', 'q=tv')).toBe('products');
    expect(at('/admin/sellersx')).toBe('dashboard');
    expect(at('/shop')).toBeNull();
  });
});

describe('a page outside its section’s address', () => {
  it('belongs to the section that names it, not to the dashboard', () => {
    const sections = [
      { id: 'dashboard', href: '/admin' },
      { id: 'catalog_products', href: '/admin/catalog/products', also: ['/admin/catalog/import'] },
    ];
    const none = new URLSearchParams();
    expect(currentSection(sections, '/admin/catalog/import', none)).toBe('catalog_products');
    expect(currentSection(sections, '/admin/catalog/imports', none)).toBe('dashboard');
  });
});
