import { describe, expect, it } from 'vitest';
import { sameStoreName, storeNameKey } from './store-name';

describe('store names', () => {
  it('ignore case, spaces, dashes and Arabic letter forms', () => {
    expect(sameStoreName('Tech Hub', 'TECH-HUB')).toBe(true);
    expect(sameStoreName('أجهزة النور', 'اجهزه النور')).toBe(true);
    expect(storeNameKey('Tech_Hub 2')).toBe('techhub2');
  });

  it('match one shop written in both scripts', () => {
    expect(sameStoreName('Samsung Store', 'سامسونج ستور')).toBe(true);
    expect(sameStoreName('Tech Hub', 'تك هب')).toBe(true);
    expect(sameStoreName('El Masry Electronics', 'المصري إلكترونيكس')).toBe(true);
  });

  it('keep different shops apart', () => {
    expect(sameStoreName('Tech Hub', 'Tech House')).toBe(false);
    expect(sameStoreName('النور', 'النار')).toBe(false);
    // Short names share too few consonants to be called one across scripts.
    expect(sameStoreName('Nour', 'نار')).toBe(false);
  });
});
