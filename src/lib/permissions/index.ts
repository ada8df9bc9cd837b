/** The framework-free permission model shared by the portal and the reference API. */
export * from './permission-names.ts';
export * from './expand-permissions.ts';
export * from './effective-permissions.ts';
