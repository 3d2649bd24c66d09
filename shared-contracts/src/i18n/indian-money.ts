/**
 * The Indian money format (spec 001 §9: Lakh and Crore). Two forms:
 * - `formatIndianMoney(1234567.5)` → '₹12,34,567.50' (Indian digit grouping: 3, then 2s);
 * - `formatIndianMoneyShort(12500000)` → '₹1.25 Crore', `(250000)` → '₹2.5 Lakh', below a lakh
 *   the grouped form. The unit words follow the language ('लाख', 'करोड़' in Hindi).
 */
import type { Language } from './i18n';

export const LAKH = 100_000;
export const CRORE = 10_000_000;

const units: Record<Language, { lakh: string; crore: string }> = {
  'en-US': { lakh: 'Lakh', crore: 'Crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/** 1234567 → '12,34,567' (no sign, integer part only). */
function groupIndian(integer: string): string {
  if (integer.length <= 3) return integer;
  const last3 = integer.slice(-3);
  const rest = integer.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

export function formatIndianMoney(amount: number, { symbol = '₹', decimals = 2 }: { symbol?: string; decimals?: number } = {}): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const [integer = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  return `${sign}${symbol}${groupIndian(integer)}${fraction ? `.${fraction}` : ''}`;
}

/** Up to two decimals, trailing zeros dropped: 1.50 → '1.5', 2.00 → '2'. */
function compact(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatIndianMoneyShort(amount: number, language: Language = 'en-US', symbol = '₹'): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const { lakh, crore } = units[language];
  if (value >= CRORE) return `${sign}${symbol}${compact(value / CRORE)} ${crore}`;
  if (value >= LAKH) return `${sign}${symbol}${compact(value / LAKH)} ${lakh}`;
  return formatIndianMoney(amount, { symbol, decimals: Number.isInteger(value) ? 0 : 2 });
}
