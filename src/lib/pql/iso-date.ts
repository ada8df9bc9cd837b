/** ISO 8601 calendar dates (`2025-03-01`) and date-times (`2025-03-01T10:00`, seconds, fraction and zone optional). */

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

export function isIsoDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isIsoDateTime(text: string): boolean {
  const match = dateTimePattern.exec(text);
  if (!match || !isIsoDate(match[1]!)) return false;
  const [hour, minute, second, zoneHour, zoneMinute] = match.slice(2).map((part) => Number(part ?? 0));
  return hour! <= 23 && minute! <= 59 && second! <= 59 && zoneHour! <= 23 && zoneMinute! <= 59;
}

/** `month` is 1–12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
