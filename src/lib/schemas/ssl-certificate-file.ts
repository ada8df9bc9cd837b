/** A file of a certificate: CSR, certificate, chain (read only). */
import { integer, oneOf, recordSchema, text } from './schema-parts.ts';

export const certificateFileKinds = ['csr', 'certificate', 'intermediate', 'root', 'pkcs7'] as const;

export const sslCertificateFileSchema = recordSchema({
  title: 'Certificate file',
  properties: {
    kind: oneOf(certificateFileKinds),
    filename: text(200),
    content_type: text(100),
    size_bytes: integer(0, 10_000_000),
    content: { type: 'string', maxLength: 200_000, ui: { widget: 'textarea' } },
  },
  required: ['kind', 'filename', 'content_type', 'content'],
});
