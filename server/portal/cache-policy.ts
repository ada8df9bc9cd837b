/** Hashed build assets never change; everything else must be revalidated so a deploy shows at once. */
export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html') || filePath.endsWith('.json')) return 'no-cache';
  return 'public, max-age=3600';
}
