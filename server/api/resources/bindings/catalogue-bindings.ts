/** The shared catalogue (no account: TLDs, products, registrar templates, intelligence modules) and blocks. */
import type { ResourceBinding } from '../resource-binding.ts';

export const catalogueBindings: readonly ResourceBinding[] = [
  { resource: 'tlds', table: 'tlds', auditType: 'tld', catalogue: true },
  { resource: 'products', table: 'products', auditType: 'product', catalogue: true, references: { tld_id: 'tlds' } },
  { resource: 'registrar-templates', table: 'registrar_templates', auditType: 'registrar_template', catalogue: true, references: { tld_id: 'tlds' } },
  { resource: 'intelligence-modules', table: 'intelligence_modules', auditType: 'intelligence_module', catalogue: true },
  { resource: 'blocks', table: 'blocks', auditType: 'block', references: { product_id: 'products' } },
];
