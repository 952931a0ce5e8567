// FORMAT-02's rounding on its own: the cart's totals need it on load, the amount's text (./format.ts) only the cart's lines.

/**
 * FORMAT-02 (AMBIG-31): half away from zero on the decimal value (0.125 → 0.13, -0.125 → -0.13). The decimal text of
 * the number is rounded, not its binary value, so 1.005 → 1.01. Non-finite input is returned unchanged.
 */
export function roundAmount(value: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const text = String(abs);
  // String() writes an exponent only from 1e21 up, where a double is already whole (so it stays as it is; abs * 100
  // would bring in binary error), and below 1e-6, which rounds to 0.
  if (text.includes('e')) return text.includes('e-') ? 0 : value;
  // Exponent arithmetic on the decimal text avoids the binary error of abs * 100 (1.005 * 100 = 100.49999…).
  const rounded = Number(`${Math.round(Number(`${text}e2`))}e-2`);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}
