/**
 * What the bulk tray can hold: records of these resources (by declaration name), stored under
 * the tray's resource type. A list of one of them can add its selected rows to the tray.
 */
export const trayKinds = {
  domains: 'domain',
  'dns-records': 'dns_record',
  contacts: 'contact',
  'ssl-certificates': 'ssl_certificate',
} as const;

export type TrayResource = keyof typeof trayKinds;
export type TrayResourceType = (typeof trayKinds)[TrayResource];

/** At most this many records join the tray in one call (a list page holds at most 1000 rows). */
export const trayAdditionLimit = 1000;

/** At most this many items stay in one user's tray in one account. */
export const trayCapacity = 10_000;

/** The declaration of the tray's own records (src/lib/resources/tray-items.ts), by name. */
export const trayItemsResource = 'tray-items';

export function isTrayResource(name: string): name is TrayResource {
  return Object.hasOwn(trayKinds, name);
}
