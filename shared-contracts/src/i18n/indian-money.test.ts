import { formatIndianMoney, formatIndianMoneyShort } from './indian-money';

describe('formatIndianMoney', () => {
  it('groups the last three digits, then by two', () => {
    expect(formatIndianMoney(1234567.5)).toBe('₹12,34,567.50');
    expect(formatIndianMoney(100000)).toBe('₹1,00,000.00');
    expect(formatIndianMoney(999)).toBe('₹999.00');
    expect(formatIndianMoney(123456789, { decimals: 0 })).toBe('₹12,34,56,789');
  });

  it('keeps the sign in front and rounds to the decimals asked', () => {
    expect(formatIndianMoney(-1500.456)).toBe('-₹1,500.46');
    expect(formatIndianMoney(0)).toBe('₹0.00');
    expect(formatIndianMoney(Number.NaN)).toBe('');
  });
});

describe('formatIndianMoneyShort', () => {
  it('uses Lakh from 1,00,000 and Crore from 1,00,00,000', () => {
    expect(formatIndianMoneyShort(250000)).toBe('₹2.5 Lakh');
    expect(formatIndianMoneyShort(100000)).toBe('₹1 Lakh');
    expect(formatIndianMoneyShort(9999999)).toBe('₹100 Lakh');
    expect(formatIndianMoneyShort(12500000)).toBe('₹1.25 Crore');
    expect(formatIndianMoneyShort(1234567890)).toBe('₹123.46 Crore');
  });

  it('writes smaller amounts in full and the unit words in Hindi', () => {
    expect(formatIndianMoneyShort(99999)).toBe('₹99,999');
    expect(formatIndianMoneyShort(500.5)).toBe('₹500.50');
    expect(formatIndianMoneyShort(-300000, 'hi')).toBe('-₹3 लाख');
    expect(formatIndianMoneyShort(20000000, 'hi')).toBe('₹2 करोड़');
  });
});
