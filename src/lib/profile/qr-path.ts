/**
 * A QR code's dark modules as one SVG path (`M x y h n v 1 h -n z` per run of dark modules in a
 * row), for a viewBox of the matrix's size: crisp at any size, one element for a screen reader
 * to skip. The matrix comes from the QR library (uqr's `encode(…).data`, border included). Pure.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
