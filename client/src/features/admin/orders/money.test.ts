import { describe, expect, it } from 'vitest';
import { formatGrosze, groszeToField, parseZloty } from './money';

describe('money in grosze', () => {
  it('writes grosze as złoty in either language, two decimals, thousands grouped', () => {
    expect(formatGrosze(36499, 'pl')).toBe('364,99\u00a0zł');
    expect(formatGrosze(36499, 'en')).toBe('PLN\u00a0364.99');
    expect(formatGrosze(125000, 'pl')).toBe('1\u00a0250,00\u00a0zł');
    expect(formatGrosze(125005, 'en')).toBe('PLN\u00a01,250.05');
    expect(formatGrosze(0, 'pl')).toBe('0,00\u00a0zł');
  });

  it('reads a price typed in either language into grosze, and refuses what it cannot read', () => {
    expect(parseZloty('450')).toBe(45000);
    expect(parseZloty('14,99 zł')).toBe(1499);
    expect(parseZloty('PLN 14.5')).toBe(1450);
    expect(parseZloty('1 250,05')).toBe(125005);
    expect(parseZloty('0')).toBe(0);
    for (const bad of ['', 'abc', '14,999', '-5', '1.250,00', '12 34'])
      expect(parseZloty(bad)).toBeUndefined();
  });

  it('shows grosze back in a field as the maker would type them', () => {
    expect(groszeToField(1499, 'pl')).toBe('14,99');
    expect(groszeToField(1499, 'en')).toBe('14.99');
    expect(groszeToField(1500, 'pl')).toBe('15');
    expect(groszeToField(parseZloty('14,9')!, 'pl')).toBe('14,90');
  });
});
