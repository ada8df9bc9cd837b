export * from './permission-names.ts';
export * from './expand-permissions.ts';
export * from './effective-permissions.ts';
