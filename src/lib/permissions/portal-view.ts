/**
 * The portal view of staff (spec sections 3 and 6): permissions hidden to see the portal as a
 * customer would, and a highlight colour per permission to see what it gates.
 */
export interface PortalView {
  hidden: string[];
  highlight: Record<string, string>;
}
