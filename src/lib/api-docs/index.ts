/** The API reference's view model from an OpenAPI document (pure; rendered by src/screens/ApiReference.astro). */
export { buildApiReference, codesByStatus, statusMeanings, operationAnchor, operationsOf, schemaAnchor, tagAnchor, type ApiReferenceView, type OperationView, type TagView } from './api-reference.ts';
export { curlExample, pathVariable, sampleOf } from './curl-example.ts';
export { schemaTable, type FieldRow, type SchemaTable } from './schema-fields.ts';
export { docsReferenceLabels, type DocsReferenceLabel } from './reference-labels.ts';
