/** Every declared resource (DESIGN.md section 8), in navigation order, and lookups by name. */
import { accounts } from './accounts.ts';
import { approvalRequests } from './approval-requests.ts';
import { auditLog } from './audit-log.ts';
import { authenticationLog } from './authentication-log.ts';
import { billingEntities } from './billing-entities.ts';
import { billingEntityAccounts } from './billing-entity-accounts.ts';
import { blocks } from './blocks.ts';
import { contactApprovalRequests } from './contact-approval-requests.ts';
import { contacts } from './contacts.ts';
import { customGlobalPricingRules } from './custom-global-pricing-rules.ts';
import { customPricingEntityRules } from './custom-pricing-entity-rules.ts';
import { dnsRecordSearch } from './dns-record-search.ts';
import { dnsPublishes } from './dns-publishes.ts';
import { dnsRecords } from './dns-records.ts';
import { dnsZones } from './dns-zones.ts';
import { dnssecKeys } from './dnssec-keys.ts';
import { domainOrders } from './domain-orders.ts';
import { domainTransactions } from './domain-transactions.ts';
import { domains } from './domains.ts';
import { dsRecords } from './ds-records.ts';
import { globalPricingRules } from './global-pricing-rules.ts';
import { glueRecords } from './glue-records.ts';
import { intelligenceItems } from './intelligence-items.ts';
import { intelligenceModules } from './intelligence-modules.ts';
import { intelligencePatterns } from './intelligence-patterns.ts';
import { intelligenceResults } from './intelligence-results.ts';
import { intelligenceTemplates } from './intelligence-templates.ts';
import { jobs } from './jobs.ts';
import { orders } from './orders.ts';
import { pricingEntities } from './pricing-entities.ts';
import { pricingEntityApplicableRules } from './pricing-entity-applicable-rules.ts';
import { pricingEntityNamedRules } from './pricing-entity-named-rules.ts';
import { pricingEntityRules } from './pricing-entity-rules.ts';
import { productPricingRules } from './product-pricing-rules.ts';
import { products } from './products.ts';
import { registrarTemplates } from './registrar-templates.ts';
import { registryHandles } from './registry-handles.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';
import { sslCertificateFiles } from './ssl-certificate-files.ts';
import { sslCertificateTransactions } from './ssl-certificate-transactions.ts';
import { sslCertificates } from './ssl-certificates.ts';
import { sslOrganisations } from './ssl-organisations.ts';
import { sslValidations } from './ssl-validations.ts';
import { tlds } from './tlds.ts';
import { transactions } from './transactions.ts';
import { trayItems } from './tray-items.ts';
import { userAuthenticationLog } from './user-authentication-log.ts';
import { users } from './users.ts';
import { watchCases } from './watch-cases.ts';
import { watchContacts } from './watch-contacts.ts';
import { watchDomains } from './watch-domains.ts';
import { watchTemplates } from './watch-templates.ts';
import { watchTerms } from './watch-terms.ts';
import { watches } from './watches.ts';
import { zoneRecords } from './zone-records.ts';

export type { ColumnDeclaration, ColumnType, DetailSection, ResourceDeclaration } from './resource-declaration.ts';
export { enumValueLabel, filterOperatorsFor } from './resource-declaration.ts';

export const resourceDeclarations: readonly ResourceDeclaration[] = [
  domains, dnsRecords, zoneRecords, dnsRecordSearch, dnsPublishes, dnsZones, dnssecKeys, dsRecords, glueRecords, domainOrders, domainTransactions,
  orders, approvalRequests,
  contacts, registryHandles, contactApprovalRequests,
  sslCertificates, sslCertificateFiles, sslValidations, sslCertificateTransactions, sslOrganisations,
  tlds, products, registrarTemplates, blocks,
  accounts, users, authenticationLog, userAuthenticationLog,
  transactions, billingEntities, billingEntityAccounts, pricingEntities, pricingEntityApplicableRules,
  globalPricingRules, productPricingRules, customGlobalPricingRules,
  pricingEntityRules, pricingEntityNamedRules, customPricingEntityRules,
  watches, watchCases, watchDomains, watchTerms, watchContacts, watchTemplates,
  intelligenceItems, intelligenceModules, intelligenceTemplates, intelligenceResults, intelligencePatterns,
  trayItems, jobs,
  auditLog,
];

const byName = new Map(resourceDeclarations.map((declaration) => [declaration.name, declaration]));

export function resourceByName(name: string): ResourceDeclaration | undefined {
  return byName.get(name);
}
