/** Small helpers for writing SVG by hand: numbers and attributes. */

/** A number with at most two decimals, without trailing zeros. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Attributes from an object; `undefined` values are left out. */
export function attrs(
  values: Record<string, string | number | undefined>,
): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) =>
      typeof value === 'number'
        ? `${name}="${num(value)}"`
        : `${name}="${value}"`,
    )
    .join(' ');
}

/** A complete standalone SVG document. */
export function svgDocument({
  width,
  height,
  title,
  body,
}: {
  width: number;
  height: number;
  /** Accessible name of the file when opened on its own. */
  title: string;
  body: string;
}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeText(title)}</title>${body}</svg>\n`;
}

export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
