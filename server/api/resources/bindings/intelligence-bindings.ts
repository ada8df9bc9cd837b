/** Intelligence items with their results and patterns, and intelligence templates. */
import type { ResourceBinding } from '../resource-binding.ts';
import { joinedFields } from './shared-joins.ts';

const itemParent = { parameter: 'itemId', table: 'intelligence_items', column: 'item_id' };

export const intelligenceBindings: readonly ResourceBinding[] = [
  {
    resource: 'intelligence-items',
    table: 'intelligence_items',
    auditType: 'intelligence_item',
    joins: {
      template: 'LEFT JOIN intelligence_templates template ON template.id = t.template_id',
      owner: 'LEFT JOIN users owner ON owner.id = t.owner_user_id',
    },
    computed: { ...joinedFields('template', ['name']), ...joinedFields('owner', ['name']) },
    references: { template_id: 'intelligence_templates', owner_user_id: 'users' },
  },
  { resource: 'intelligence-templates', table: 'intelligence_templates', auditType: 'intelligence_template' },
  {
    resource: 'intelligence-results',
    table: 'intelligence_results',
    auditType: 'intelligence_result',
    joins: { module: 'LEFT JOIN intelligence_modules module ON module.id = t.module_id' },
    computed: joinedFields('module', ['name']),
    parent: itemParent,
  },
  { resource: 'intelligence-patterns', table: 'intelligence_patterns', auditType: 'intelligence_pattern', parent: itemParent },
];
