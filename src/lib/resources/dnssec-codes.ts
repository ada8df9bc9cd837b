/**
 * The names of DNSSEC's algorithm numbers, declared once in src/lib/dns. DS digest types are an
 * enum, labelled in `resources:values`.
 */
export { dnssecAlgorithmNames } from '../dns/dnssec-numbers.ts';
