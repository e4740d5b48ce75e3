import { describe, expect, it } from 'vitest';
import { parsePrice, writePrice } from './price';

describe('prices typed in the admin form', () => {
  it.each([
    ['1250', 1250],
    ['1 250 zł', 1250],
    ['1 250', 1250],
    ['1\u00a0250\u00a0zł', 1250],
    ['1\u202f250', 1250],
    ['349,50', 349.5],
    ['349.50', 349.5],
    ['349,5', 349.5],
    ['1.250,00', 1250],
    ['1,250.00', 1250],
    ['1.250', 1250],
    ['1,250', 1250],
    ['12 500 000,99', 12_500_000.99],
    ['PLN 99', 99],
    ['99 PLN', 99],
    ['99zł', 99],
    ['  0 ', 0],
    ['0,00', 0],
    ['1 250,50 zł', 1250.5],
  ])('reads %j as %d', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it.each([
    '',
    'zł',
    'abc',
    '12a',
    '-5',
    '1,250,50',
    '1 25',
    '12 34 56',
    '1.2.3',
    '3.99.9',
    ',50',
    '1e3',
    'Infinity',
    '1 250.000,5',
  ])('refuses %j', (text) => {
    expect(parsePrice(text)).toBeUndefined();
  });

  it("writes a saved price back in the interface's language", () => {
    expect(writePrice(349.5, 'pl')).toBe('349,50');
    expect(writePrice(349.5, 'en')).toBe('349.50');
    expect(writePrice(1250, 'pl')).toBe('1250');
    expect(parsePrice(writePrice(349.5, 'pl'))).toBe(349.5);
  });
});
