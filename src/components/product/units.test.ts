import { describe, expect, it } from 'vitest';
import { keepUnitsWithNumbers } from './units';

describe('keepUnitsWithNumbers', () => {
  it('joins a number to the word after it, in both languages, and nothing else', () => {
    expect(keepUnitsWithNumbers('Water tank: 20 L • Power: 120 W')).toBe(
      'Water tank: 20\u00a0L • Power: 120\u00a0W',
    );
    expect(keepUnitsWithNumbers('القدرة: 120 وات')).toBe('القدرة: 120\u00a0وات');
    expect(keepUnitsWithNumbers('Air flow: 800 m³/h')).toBe('Air flow: 800\u00a0m³/h');
    expect(keepUnitsWithNumbers('Smart TV, 55 ')).toBe('Smart TV, 55 ');
  });
});
