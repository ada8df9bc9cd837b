/** `watch-<id>-<part>-<day>.csv`, the day the answer was made. */
export function watchFileName(watchId: number | string, part: string, generatedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(generatedAt)?.[0];
  return `watch-${watchId}-${part}${day ? `-${day}` : ''}.csv`;
}
