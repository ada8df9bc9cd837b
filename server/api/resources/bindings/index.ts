/** Every resource binding; one per declaration in src/lib/resources. */
import type { ResourceBinding } from '../resource-binding.ts';
import { accountBindings } from './account-bindings.ts';
import { catalogueBindings } from './catalogue-bindings.ts';
import { contactBindings } from './contact-bindings.ts';
import { domainBindings } from './domain-bindings.ts';
import { intelligenceBindings } from './intelligence-bindings.ts';
import { invoicingBindings } from './invoicing-bindings.ts';
import { jobBindings } from './job-bindings.ts';
import { sslBindings } from './ssl-bindings.ts';
import { trayBindings } from './tray-bindings.ts';
import { watchBindings } from './watch-bindings.ts';

export const resourceBindings: readonly ResourceBinding[] = [
  ...domainBindings,
  ...contactBindings,
  ...sslBindings,
  ...catalogueBindings,
  ...accountBindings,
  ...invoicingBindings,
  ...watchBindings,
  ...intelligenceBindings,
  ...trayBindings,
  ...jobBindings,
];
