/** Where a zone's DNSSEC routes are: their methods and paths, apart from their contracts (dnssec-contracts.ts), so that a page's script carries these and no schema. */
const dnssec = '/groups/{context}/zones/{zoneId}/dnssec';

export const dnssecRoutes = {
  view: { method: 'GET', path: dnssec },
  enable: { method: 'POST', path: `${dnssec}/enable` },
  disable: { method: 'POST', path: `${dnssec}/disable` },
  rollover: { method: 'POST', path: `${dnssec}/rollover` },
} as const;
