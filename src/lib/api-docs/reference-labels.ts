/**
 * The labels the reference repeats in every operation; their other languages travel once per page
 * (src/lib/boot/docs-title-script.ts), their texts are the `docs:reference.labels` keys.
 */
export const docsReferenceLabels = ['parameters', 'requestBody', 'answers', 'example', 'permission', 'shared', 'errors', 'field', 'type', 'about', 'parameter', 'required'] as const;
export type DocsReferenceLabel = (typeof docsReferenceLabels)[number];
