/**
 * The zone worker's thread (zone-thread.ts starts it): its own connection to the API's database
 * and the very code the request thread runs on it. A publish (zone-publish.ts) reads and plans
 * before it takes the write lock (inReadFirstTransaction) and answers what the publisher answers,
 * or the ApiError it raised as data; the dropped draft's changes are swept by the request thread
 * afterwards. A restore is planned (zone-restore-plan.ts) on the zone and the version read in one
 * transaction.
 */
import { workerData } from 'node:worker_threads';
import { openDatabase } from '../db/open-database.ts';
import { inReadFirstTransaction } from '../db/read-first-transaction.ts';
import { createAuditTrail } from '../resources/audit-trail.ts';
import { scopeOfData } from '../threads/scope-data.ts';
import { serveWorkerCalls } from '../threads/worker-calls.ts';
import { answerOrRefusal } from '../threads/worker-refusals.ts';
import { createZoneDrafts } from './zone-drafts.ts';
import { createZonePublisher } from './zone-publish.ts';
import { planZoneRestore } from './zone-restore-plan.ts';
import type { RestorePlan, ZoneJob } from './zone-thread.ts';
import { createZoneRows } from './zone-rows.ts';
import { createZoneVersions } from './zone-versions.ts';

const db = openDatabase(String(workerData.databasePath));
const rows = createZoneRows(db);
const versions = createZoneVersions(db);
const publisher = createZonePublisher(db, rows, createZoneDrafts(db, { sweeps: false }), versions, createAuditTrail(db));

/** Read in one transaction: the version and the live records as of one moment. */
function planRestore(zoneId: number, serial: number): RestorePlan {
  return inReadFirstTransaction(db, () => {
    const zone = rows.zoneById(zoneId);
    const records = versions.recordsOf(zoneId, serial);
    return records ? { serial: zone.serial, ...planZoneRestore(zone, rows.liveRecords(zoneId), records) } : null;
  });
}

serveWorkerCalls<ZoneJob>((job) =>
  answerOrRefusal(() => {
    if (job.kind === 'restore') return planRestore(job.zoneId, job.serial);
    return inReadFirstTransaction(db, () => {
      const zone = rows.zoneById(job.zoneId);
      const caller = { scope: scopeOfData(job.scope), ip: job.ip, requestId: job.requestId };
      return publisher.publish(zone, caller, job.request, new Date(job.now), (since, keys) => versions.changedSince(zone.id, since, keys));
    });
  }),
);
