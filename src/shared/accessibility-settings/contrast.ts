// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours (the custom theme's badge).
import { CONTRAST_WARNING_BELOW } from "./settings-rules.ts";

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (identical) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** 'Contrast Ratio: N:1' to one decimal, with ' (May be hard to read)' under 4.5. */
export function contrastLabel(ratio: number): { text: string; isLow: boolean } {
  const isLow = ratio < CONTRAST_WARNING_BELOW;
  return {
    text: `Contrast Ratio: ${ratio.toFixed(1)}:1${isLow ? " (May be hard to read)" : ""}`,
    isLow,
  };
}
