/** A certificate's files: CSR, certificate, chain (/ssls/{id}/files). */
import { certificateFileKinds, sslCertificateFileSchema } from '../schemas/ssl-certificate-file.ts';
import { areaPermissions, entityLabel, enumColumn, listed, readOnly, section, standardColumns } from './declaration-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const sslCertificateFiles: ResourceDeclaration = {
  name: 'ssl-certificate-files',
  apiPath: 'ssl_certificates/{certificateId}/files',
  parent: { parameter: 'certificateId', resource: 'ssl-certificates' },
  label: entityLabel('ssl-certificate-files'),
  icon: 'i-lucide-file-key',
  area: 'ssls',
  permissions: areaPermissions('ssls'),
  displayField: 'filename',
  columns: [
    ...standardColumns,
    enumColumn('kind', certificateFileKinds, { listed: true }),
    listed('filename', 'text'),
    listed('content_type', 'text'),
    listed('size_bytes', 'number'),
  ],
  defaultSort: 'kind',
  sections: [section('general', ['kind', 'filename', 'content_type', 'size_bytes']), section('content', ['content'])],
  schema: sslCertificateFileSchema,
  operations: readOnly,
  routes: { list: '/ssls/{id}/files' },
};
