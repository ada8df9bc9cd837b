-- SSL organisations (the legal entities behind OV/EV certificates), certificates, their
-- files, and per-name domain-control validation.
CREATE TABLE ssl_organisations (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  registration_number TEXT,
  duns_number TEXT,
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  street1 TEXT NOT NULL,
  street2 TEXT,
  street3 TEXT,
  city TEXT NOT NULL,
  state TEXT,
  postcode TEXT,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2 AND country_code = lower(country_code)),
  validation_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (validation_status IN ('not_started', 'pending', 'validated', 'expired', 'rejected')),
  validated_until TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ssl_organisations_group_name ON ssl_organisations (group_id, name);
CREATE INDEX ssl_organisations_group_created ON ssl_organisations (group_id, created_at);
CREATE INDEX ssl_organisations_group_status ON ssl_organisations (group_id, validation_status);

-- sans is a JSON array of the subject alternative names.
CREATE TABLE ssl_certificates (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  organisation_id INTEGER REFERENCES ssl_organisations (id),
  product_id INTEGER REFERENCES products (id),
  common_name TEXT NOT NULL,
  sans TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(sans)),
  validation_level TEXT NOT NULL CHECK (validation_level IN ('DV', 'OV', 'EV')),
  status TEXT NOT NULL CHECK (status IN (
    'requested', 'pending_validation', 'pending_issuance', 'issued', 'expired', 'revoked',
    'cancelled', 'rejected')),
  issuer TEXT NOT NULL,
  serial_number TEXT,
  fingerprint_sha256 TEXT,
  key_algorithm TEXT NOT NULL CHECK (key_algorithm IN ('RSA-2048', 'RSA-3072', 'RSA-4096', 'ECDSA-P256', 'ECDSA-P384')),
  signature_algorithm TEXT NOT NULL,
  period_months INTEGER NOT NULL,
  requested_at TEXT NOT NULL,
  issued_at TEXT,
  expires_at TEXT,
  auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1)),
  approver_email TEXT,
  revoked_at TEXT,
  revocation_reason TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ssl_certificates_group_name ON ssl_certificates (group_id, common_name);
CREATE INDEX ssl_certificates_group_expires ON ssl_certificates (group_id, expires_at);
CREATE INDEX ssl_certificates_group_created ON ssl_certificates (group_id, created_at);
CREATE INDEX ssl_certificates_group_status ON ssl_certificates (group_id, status);
CREATE INDEX ssl_certificates_domain ON ssl_certificates (domain_id);

CREATE TABLE ssl_certificate_files (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  certificate_id INTEGER NOT NULL REFERENCES ssl_certificates (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('csr', 'certificate', 'intermediate', 'root', 'pkcs7')),
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ssl_certificate_files_certificate ON ssl_certificate_files (certificate_id, kind);

CREATE TABLE ssl_validations (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  certificate_id INTEGER NOT NULL REFERENCES ssl_certificates (id) ON DELETE CASCADE,
  domain_name TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('dns_cname', 'dns_txt', 'http_file', 'email')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'valid', 'invalid', 'expired')),
  record_name TEXT,
  record_value TEXT,
  http_url TEXT,
  http_content TEXT,
  approver_email TEXT,
  message TEXT,
  checked_at TEXT,
  validated_at TEXT,
  expires_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ssl_validations_certificate ON ssl_validations (certificate_id, domain_name);
