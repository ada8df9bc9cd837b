/** Seeds SSL organisations and certificates in every state, with their files and validations. */
import { prepareInsert } from './insert-row.ts';
import type { SeedContext, SeededDomain, SeededProduct } from './seed-context.ts';
import { addDays } from './seed-time.ts';
import { countryByCode } from './fixtures/countries.ts';
import { phoneNumber, postalAddress } from './fake-identity.ts';
import { pemText } from './pem-text.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface SeededCertificate {
  id: number;
  accountId: string;
  domainId: number;
  commonName: string;
  status: string;
  productId: number;
  requestedAt: string;
}

/** Certificates issued from this date may be valid for at most 200 days (CA/B Forum SC-081). */
const shortValidityFrom = '2026-03-15T00:00:00.000Z';

const statusWeights = [
  ['issued', 0.58], ['expired', 0.1], ['pending_validation', 0.08], ['requested', 0.04], ['pending_issuance', 0.04],
  ['revoked', 0.05], ['cancelled', 0.06], ['rejected', 0.05],
] as const;

function validityDays(issuedAt: string): number {
  return issuedAt >= shortValidityFrom ? 199 : 397;
}

function certificateDates(random: SeededRandom, now: string, status: string) {
  if (['pending_validation', 'requested', 'pending_issuance', 'rejected', 'cancelled'].includes(status)) {
    const requestedAt = addDays(now, -random.int(0, status === 'rejected' || status === 'cancelled' ? 200 : 12));
    return { requestedAt, issuedAt: null, expiresAt: null };
  }
  let issuedAt: string;
  if (status === 'expired') issuedAt = addDays(now, -random.int(210, 900));
  else {
    issuedAt = addDays(now, -random.int(1, 190));
  }
  let expiresAt = addDays(issuedAt, validityDays(issuedAt));
  if (status === 'expired' && expiresAt >= now) expiresAt = addDays(now, -random.int(1, 30));
  return { requestedAt: addDays(issuedAt, -random.int(0, 3)), issuedAt, expiresAt };
}

function seedOrganisations(context: SeedContext, random: SeededRandom): void {
  const insert = prepareInsert(context.db, 'ssl_organisations', [
    'group_id', 'name', 'registration_number', 'duns_number', 'contact_name', 'email', 'phone', 'street1', 'street2',
    'city', 'state', 'postcode', 'country_code', 'validation_status', 'validated_until', 'created_at', 'updated_at',
  ]);
  for (const account of context.accounts) {
    const organisations = account.contacts.filter((contact) => contact.organisation).slice(0, random.int(1, 3));
    for (const contact of organisations) {
      const country = countryByCode(contact.countryCode);
      const address = postalAddress(random, country);
      const status = random.weighted([['validated', 0.75], ['pending', 0.1], ['expired', 0.08], ['rejected', 0.04], ['not_started', 0.03]] as const);
      const created = addDays(context.now, -random.int(100, 1500));
      const id = insert({
        group_id: account.id,
        name: contact.organisation,
        registration_number: String(random.int(1000000, 99999999)),
        duns_number: random.chance(0.6) ? String(random.int(100000000, 999999999)) : null,
        contact_name: contact.name,
        email: contact.email,
        phone: phoneNumber(random, country),
        street1: address.street1,
        street2: address.street2,
        city: address.city,
        state: address.state,
        postcode: address.postcode,
        country_code: address.country_code,
        validation_status: status,
        validated_until: status === 'validated' ? addDays(context.now, random.int(20, 390)) : status === 'expired' ? addDays(context.now, -random.int(1, 200)) : null,
        created_at: created,
        updated_at: addDays(created, random.int(0, 90)),
      });
      account.organisationIds.push(id);
    }
  }
}

function validationFor(random: SeededRandom, name: string, level: string, certificateStatus: string) {
  const method = level === 'DV'
    ? random.weighted([['dns_cname', 0.5], ['http_file', 0.2], ['email', 0.2], ['dns_txt', 0.1]] as const)
    : random.weighted([['dns_txt', 0.6], ['email', 0.4]] as const);
  const status = certificateStatus === 'pending_validation'
    ? random.weighted([['pending', 0.75], ['invalid', 0.25]] as const)
    : certificateStatus === 'requested' ? 'pending'
      : certificateStatus === 'rejected' ? 'invalid'
        : certificateStatus === 'cancelled' ? 'expired'
          : 'valid';
  const bare = name.replace(/^\*\./, '');
  const token = random.hex(32).toUpperCase();
  return {
    method,
    status,
    record_name: method === 'dns_cname' ? `_${random.hex(32)}.${bare}` : method === 'dns_txt' ? `_dnsauth.${bare}` : null,
    record_value: method === 'dns_cname' ? `${random.hex(32)}.${random.hex(16)}.dcv.meridian-ssl.net` : method === 'dns_txt' ? random.bytes(24).toString('base64url') : null,
    http_url: method === 'http_file' ? `http://${bare}/.well-known/pki-validation/${token}.txt` : null,
    http_content: method === 'http_file' ? `${random.hex(64)}\nmeridian-ssl.net\n${random.hex(16)}` : null,
    approver_email: method === 'email' ? `${random.pick(['admin', 'administrator', 'hostmaster', 'webmaster', 'postmaster'])}@${bare}` : null,
    message: status === 'invalid' ? random.pick(['CNAME record not found', 'TXT value does not match', 'Validation file returned 404', 'Approver did not respond']) : null,
  };
}

export function seedCertificates(context: SeedContext): SeededCertificate[] {
  const random = context.random.fork('ssl');
  seedOrganisations(context, random);
  const sslProducts = context.products.filter((product) => product.kind === 'ssl');
  const productWeights = sslProducts.map((product): readonly [SeededProduct, number] => [
    product,
    product.validationLevel === 'EV' ? 0.08 : product.validationLevel === 'OV' ? (product.code.includes('multi') ? 0.05 : 0.22) : product.wildcard ? 0.1 : 0.55,
  ]);

  const insertCertificate = prepareInsert(context.db, 'ssl_certificates', [
    'group_id', 'domain_id', 'organisation_id', 'product_id', 'common_name', 'sans', 'validation_level', 'status',
    'issuer', 'serial_number', 'fingerprint_sha256', 'key_algorithm', 'signature_algorithm', 'period_months',
    'requested_at', 'issued_at', 'expires_at', 'auto_renew', 'approver_email', 'revoked_at', 'revocation_reason',
    'created_at', 'updated_at', 'version',
  ]);
  const insertFile = prepareInsert(context.db, 'ssl_certificate_files', [
    'group_id', 'certificate_id', 'kind', 'filename', 'content_type', 'content', 'size_bytes', 'created_at', 'updated_at',
  ]);
  const insertValidation = prepareInsert(context.db, 'ssl_validations', [
    'group_id', 'certificate_id', 'domain_name', 'method', 'status', 'record_name', 'record_value', 'http_url',
    'http_content', 'approver_email', 'message', 'checked_at', 'validated_at', 'expires_at', 'created_at', 'updated_at',
  ]);

  const certificates: SeededCertificate[] = [];
  for (const account of context.accounts) {
    const live = account.domains.filter((domain) => domain.status === 'active');
    const pool: SeededDomain[] = live.length > 0 ? live : account.domains;
    if (pool.length === 0) continue;
    const count = Math.max(4, Math.round(account.domains.length / 12));
    for (let i = 0; i < count; i++) {
      const domain = random.pick(pool);
      const product = random.weighted(productWeights);
      const level = product.validationLevel ?? 'DV';
      const organisationId = level === 'DV' || account.organisationIds.length === 0 ? null : random.pick(account.organisationIds);
      const status = random.weighted(statusWeights);
      const commonName = product.wildcard ? `*.${domain.name}` : random.chance(0.5) ? `www.${domain.name}` : domain.name;
      const sans = [commonName, commonName.startsWith('www.') ? domain.name : product.wildcard ? domain.name : `www.${domain.name}`];
      if (product.code.includes('multi')) {
        for (const other of random.sample(pool, random.int(2, 4))) if (!sans.includes(other.name)) sans.push(other.name);
      }
      const dates = certificateDates(random, context.now, status);
      const ecdsa = random.chance(0.4);
      const keyAlgorithm = ecdsa ? random.weighted([['ECDSA-P256', 0.88], ['ECDSA-P384', 0.12]] as const) : random.weighted([['RSA-2048', 0.88], ['RSA-4096', 0.08], ['RSA-3072', 0.04]] as const);
      const issued = dates.issuedAt !== null;
      const revokedAt = status === 'revoked' && dates.issuedAt && dates.expiresAt
        ? addDays(dates.issuedAt, random.int(1, Math.max(1, Math.min(150, Math.floor((Date.parse(context.now) - Date.parse(dates.issuedAt)) / 86_400_000)))))
        : null;
      const updatedAt = revokedAt ?? dates.issuedAt ?? dates.requestedAt;
      const id = insertCertificate({
        group_id: account.id,
        domain_id: domain.id,
        organisation_id: organisationId,
        product_id: product.id,
        common_name: commonName,
        sans,
        validation_level: level,
        status,
        issuer: product.issuer ?? 'Sectigo',
        serial_number: issued ? random.hex(32).toUpperCase() : null,
        fingerprint_sha256: issued ? random.hex(64).toUpperCase() : null,
        key_algorithm: keyAlgorithm,
        signature_algorithm: keyAlgorithm.startsWith('ECDSA') ? (keyAlgorithm === 'ECDSA-P384' ? 'ecdsa-with-SHA384' : 'ecdsa-with-SHA256') : 'sha256WithRSAEncryption',
        period_months: 12,
        requested_at: dates.requestedAt,
        issued_at: dates.issuedAt,
        expires_at: dates.expiresAt,
        auto_renew: status === 'issued' ? random.chance(0.8) : false,
        approver_email: level === 'DV' ? `admin@${domain.name}` : null,
        revoked_at: revokedAt,
        revocation_reason: revokedAt ? random.pick(['superseded', 'keyCompromise', 'cessationOfOperation', 'affiliationChanged']) : null,
        created_at: dates.requestedAt,
        updated_at: updatedAt,
        version: 1 + (issued ? 2 : 0) + (revokedAt ? 1 : 0),
      });
      certificates.push({ id, accountId: account.id, domainId: domain.id, commonName, status, productId: product.id, requestedAt: dates.requestedAt });

      const baseName = commonName.replace('*', 'wildcard');
      if (status !== 'requested') {
        const csr = pemText(random, 'CERTIFICATE REQUEST', 640);
        insertFile({ group_id: account.id, certificate_id: id, kind: 'csr', filename: `${baseName}.csr`, content_type: 'application/pkcs10', content: csr, size_bytes: csr.length, created_at: dates.requestedAt, updated_at: dates.requestedAt });
      }
      if (issued && dates.issuedAt) {
        const certificate = pemText(random, 'CERTIFICATE', 960);
        const intermediate = pemText(random, 'CERTIFICATE', 1100);
        insertFile({ group_id: account.id, certificate_id: id, kind: 'certificate', filename: `${baseName}.crt`, content_type: 'application/x-pem-file', content: certificate, size_bytes: certificate.length, created_at: dates.issuedAt, updated_at: dates.issuedAt });
        insertFile({ group_id: account.id, certificate_id: id, kind: 'intermediate', filename: `${(product.issuer ?? 'ca').toLowerCase()}-intermediate.crt`, content_type: 'application/x-pem-file', content: intermediate, size_bytes: intermediate.length, created_at: dates.issuedAt, updated_at: dates.issuedAt });
      }

      for (const name of new Set(sans.map((san) => san.replace(/^\*\./, '')))) {
        const validation = validationFor(random, name, level, status);
        const validatedAt = validation.status === 'valid' ? (dates.issuedAt ?? addDays(dates.requestedAt, 1)) : null;
        insertValidation({
          group_id: account.id,
          certificate_id: id,
          domain_name: name,
          ...validation,
          checked_at: addDays(dates.requestedAt, random.int(0, 2)),
          validated_at: validatedAt,
          expires_at: validatedAt ? addDays(validatedAt, 397) : null,
          created_at: dates.requestedAt,
          updated_at: validatedAt ?? dates.requestedAt,
        });
      }
    }
  }
  return certificates;
}
