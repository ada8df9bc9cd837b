/**
 * Prints the latest mails the reference API stored instead of sending (password resets …).
 *   node scripts/outbox.ts [count] [--to address]
 * Reads DATABASE_PATH, default data/portal.sqlite.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { apiConfigFromEnv } from '../server/api/api-config.ts';
import { latestMails } from '../server/api/mail/outbox.ts';

const args = process.argv.slice(2);
const toIndex = args.indexOf('--to');
const to = toIndex >= 0 ? args[toIndex + 1] : undefined;
const count = Number(args.find((arg, index) => /^\d+$/.test(arg) && index !== toIndex + 1) ?? 5);
const { databasePath } = apiConfigFromEnv(process.env);

if (!existsSync(databasePath)) {
  console.error(`No database at ${databasePath}; start the API once (node server/api/main.ts) or set DATABASE_PATH.`);
  process.exit(1);
}

const db = new DatabaseSync(databasePath, { readOnly: true });
const mails = latestMails(db, count, to);
if (mails.length === 0) console.log(to ? `No mail to ${to}.` : 'The outbox is empty.');
for (const mail of mails) {
  console.log(`#${mail.id}  ${mail.created_at}  ${mail.kind}`);
  console.log(`To: ${mail.to_address}`);
  console.log(`Subject: ${mail.subject}`);
  console.log('');
  console.log(mail.body_text);
  console.log('─'.repeat(72));
}
db.close();
