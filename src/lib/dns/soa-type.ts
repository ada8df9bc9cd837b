/** SOA: the zone's authority; the serial is the product's own (DESIGN.md section 12). */
import { hostField, integerField, type RecordTypeDeclaration } from './record-type.ts';

const maxTimer = 2_147_483_647;

export const soaRecord: RecordTypeDeclaration = {
  type: 'SOA',
  fields: [
    // `.` for either, as name servers load it (a zone with no primary named, no mailbox).
    hostField('primaryNameServer', { root: true }),
    hostField('hostmaster', { underscore: true, mailbox: true, root: true }),
    integerField('serial', 0, 4_294_967_295),
    integerField('refresh', 0, maxTimer),
    integerField('retry', 0, maxTimer),
    integerField('expire', 0, maxTimer),
    integerField('minimum', 0, maxTimer),
  ],
};
