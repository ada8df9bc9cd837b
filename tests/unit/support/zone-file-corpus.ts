/**
 * Real-world zone files for the zone-file tests (tests/unit/zone-file-*.test.ts), each with the
 * exact records our parser must read from it: name relative to the zone (`@` for the apex), type,
 * TTL in seconds, content in canonical form (names in data absolute with a final dot, TXT split
 * where the file splits it, each string spelled canonically, SOA timers in seconds), priority for MX and SRV, comment.
 *
 * The files are written the way their sources write them: BIND's own style (tabs, `$TTL 1D`, an
 * SOA over several lines with comments inside, omitted owners, `$ORIGIN` moving to a sub-domain),
 * Cloudflare's export (`;;` section comments, absolute names, the SOA's owner without its final
 * dot, `cf_tags` comments), a hand-written file without `$TTL` and with CRLF line endings, a
 * mail zone full of DKIM keys split over lines, and a reverse zone whose owners are numbers.
 */

export interface ExpectedRecord {
  readonly name: string;
  readonly type: string;
  readonly ttl: number;
  readonly content: string;
  readonly priority: number | null;
  readonly comment: string | null;
  readonly disabled: boolean;
}

export interface CorpusFile {
  readonly title: string;
  readonly zone: { readonly name: string };
  readonly text: string;
  readonly records: readonly ExpectedRecord[];
}

export function rec(name: string, type: string, ttl: number, content: string, extra: { priority?: number; comment?: string; disabled?: boolean } = {}): ExpectedRecord {
  return { name, type, ttl, content, priority: extra.priority ?? null, comment: extra.comment ?? null, disabled: extra.disabled ?? false };
}

// Fixed-length hexadecimal data (TLSA, SSHFP, DS).
const sha256a = '31bca02094eb78126a517b206a88c73cfa9ec6f704c7030d18212cace820f025';
const sha256b = '4dff4ea340f0a823f15d3f4f01ab62eae0e5da579ccb851f8db9dfe84c58b2b3';
const sha256c = 'a321d8b405e3ef2604959847b36d171eebebc4a8941dc70a4784935a4fca5d58';
const sha1a = '40b244112641dd78dd4f93b6c9190dd46e009919';
const sha512a = '3bafbf08882a2d10133093a1b8433f50563b93c14acd05b79028eb1d12799027241450980651994501423a66c276ae26c43b739bc65c4e16b10c3af6c202aebb';
const dsDigest = '2BB183AF5F22588179A53B0A98631FAD1A292118D6C5F2F34ED0C6AA3DEC7D05';

// 2048-bit RSA keys as DKIM publishes them (392 base64 characters), and an Ed25519 key.
const rsaKey1 =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvipEEs/ZO1kDYx+KY0tSA8Do2EMvCszR0Mh7FkCSkhZLqhUXkHgnV0RCHWd9I7eAFTyJd851PDzEkUOCqndJSr4qRBLP2TtZA2MfimNLUgPA6NhDLwrM0dDIexZAkpIWS6oVF5B4J1dEQh1nfSO3gBU8iXfOdTw8xJFDgqp3SUq+KkQSz9k7WQNjH4pjS1IDwOjYQy8KzNHQyHsWQJKSFkuqFReQeCdXREIdZ30jt4AVPIl3znU8PMSRQ4Kqd0lKvipEEs/ZO1kDYx+KY0tSA8Do2EMvCszR0Mh7FkCSkhZLqhUXkHgnV0RCHWd9I7eAFTyJd851PDzEkUOCqndJSr4QIDAQAB';
const rsaKey2 =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA/Nh4BJPZ0R0pAxuSip2jWKb0hif/8Mt+gPuBB96G4MNl3Jz4/i/AWmzm11gDt4rIlNgqOWBCMSqZXvY7XdTdEfzYeAST2dEdKQMbkoqdo1im9IYn//DLfoD7gQfehuDDZdyc+P4vwFps5tdYA7eKyJTYKjlgQjEqmV72O13U3RH82HgEk9nRHSkDG5KKnaNYpvSGJ//wy36A+4EH3obgw2XcnPj+L8BabObXWAO3isiU2Co5YEIxKple9jtd1N0R/Nh4BJPZ0R0pAxuSip2jWKb0hif/8Mt+gPuBB96G4MNl3Jz4/i/AWmzm11gDt4rIlNgqOWBCMSqZXvY7XdTdEfzYeAST2dEdKQMbkoqdo1im9IYn//DLfoQIDAQAB';
const googleKey =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAh8Vo4Del+lCxvJEejuGad8TdPCK86ZMvhv3Yohav4WgciXN/raaFnpEEfuzn2Co5YEIxKple9jtd1N0R/Nh4BJPZ0R0pAxuSip2jWKb0hif/8Mt+gPuBB96G4MNl3Jz4/i/AWmzm11gDt4rIlNgqOWBCMSqZXvY7XdTdEfzYeAST2dEdKQMbkoqdo1im9IYn//DLfoD7gQfehuDDZdyc+P4vwFps5tdYA7eKyJTYKjlgQjEqmV72O13U3RH82HgEk9nRHSkDG5KKnaNYpvSGJ//wy36A+4EH3obgw2XcQIDAQAB';
const edKey = '11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=';

/** BIND 9's style, tabs and spaces mixed, for example.com. */
const bind: CorpusFile = {
  title: 'a BIND-style file',
  zone: { name: 'example.com' },
  text: `; Zone file for example.com, as BIND 9 loads it.
; Maintained by hand: bump the serial on every change.
$TTL 1D
$ORIGIN example.com.
@\tIN\tSOA\tns1.example.com. hostmaster.example.com. (
\t\t\t2024031501\t; serial (YYYYMMDDnn)
\t\t\t3h\t\t; refresh
\t\t\t1h30m\t\t; retry
\t\t\t2w\t\t; expire
\t\t\t1h )\t\t; negative caching TTL
;
; Name servers
;
@\t\tIN\tNS\tns1
@\t\tIN\tNS\tns2.example.com.
\t\tIN\tNS\tns.example.net.
;
; Mail
;
@\t3600\tIN\tMX\t10 mail
@\tIN\t3600\tMX\t20 mail2
@\t\tIN\tTXT\t"v=spf1 mx a:mail2.example.com include:_spf.example.net -all"
_dmarc\t\tIN\tTXT\t"v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com; pct=100"
mail\t\tIN\tA\t192.0.2.25
\t\tIN\tAAAA\t2001:db8:0:25::1
mail2\t300\tIN\tA\t198.51.100.25
;
; Hosts
;
ns1\t\tIN\tA\t192.0.2.1
ns2\t\tIN\tA\t192.0.2.2
@\t\tIN\tA\t192.0.2.80
@\t\tIN\tAAAA\t2001:db8::80
www\t300\tA\t192.0.2.80\t\t; web front end
www\t300\tAAAA\t2001:db8::80
ftp\tIN\tCNAME\twww
webmail\tIN\tCNAME\tmail.example.com.
intranet\t1h30m\tIN\tA\t10.0.0.10
*.dev\t\tIN\tA\t192.0.2.99
;
; Services
;
_sip._tcp\tIN\tSRV\t10 60 5060 sip
\t\tIN\tSRV\t20 40 5060 sip-backup.example.net.
_sip._udp\tSRV\t10 100 5060 sip
sip\t\tA\t192.0.2.50
_xmpp-server._tcp 1w IN SRV 5 0 5269 xmpp
xmpp\t\tA\t192.0.2.51
_autodiscover._tcp IN SRV 0 0 443 mail
;
; Security
;
@\tIN\tCAA\t0 issue "letsencrypt.org"
@\tIN\tCAA\t0 issuewild ";"
@\tIN\tCAA\t128 iodef "mailto:security@example.com"
_25._tcp.mail\tIN\tTLSA\t3 1 1 (
\t\t\t${sha256a.slice(0, 48)}
\t\t\t${sha256a.slice(48)} )
mail\tIN\tSSHFP\t4 2 (
\t${sha256b} )
\tIN\tSSHFP\t1 1 ${sha1a}
;
; Web services
;
svc\tIN\tHTTPS\t1 . alpn="h2,h3" port=443 ipv4hint=192.0.2.80,192.0.2.81 ipv6hint=2001:db8::80
svc\tIN\tA\t192.0.2.80
_8443._foo.api\tSVCB\t1 api.example.com. alpn=h2 port=8443
api\tIN\tA\t192.0.2.90
@\tIN\tHTTPS\t1 . alpn=h3,h2
alias-svc\tHTTPS\t0 svc.example.com.
sip\tIN\tNAPTR\t100 10 "S" "SIP+D2U" "" _sip._udp.example.com.
_http._tcp.docs\tIN\tURI\t10 1 "https://docs.example.net/start"
;
; The lab is delegated, and signed
;
lab\tIN\tNS\tns1.lab
lab\tIN\tDS\t12345 13 2 (
\t\t${dsDigest} )
ns1.lab\tIN\tA\t192.0.2.201
;
; Names in other scripts
;
bücher\tIN\tA\t192.0.2.7
xn--mnchen-3ya\tIN\tA\t192.0.2.8
Köln\tIN\tA\t192.0.2.9
;
; Escapes in text
;
txt\tIN\tTXT\t"say \\"hello\\"" "C:\\\\path" "caf\\195\\169" "semi;colon inside quotes" ; a comment
$ORIGIN corp.example.com.
@\tIN\tA\t192.0.2.100
@\tIN\tMX\t10 mail.example.com.
vpn\tIN\tA\t192.0.2.101
\tIN\tTXT\t"office VPN"
files\tIN\tCNAME\tvpn
printer\t600\tIN\tA\t10.1.0.5
`,
  records: [
    // `1h ) ; negative caching TTL` names the SOA's last field, not the record: no comment.
    rec('@', 'SOA', 86400, 'ns1.example.com. hostmaster.example.com. 2024031501 10800 5400 1209600 3600'),
    rec('@', 'NS', 86400, 'ns1.example.com.'),
    rec('@', 'NS', 86400, 'ns2.example.com.'),
    rec('@', 'NS', 86400, 'ns.example.net.'),
    rec('@', 'MX', 3600, 'mail.example.com.', { priority: 10 }),
    rec('@', 'MX', 3600, 'mail2.example.com.', { priority: 20 }),
    rec('@', 'TXT', 86400, '"v=spf1 mx a:mail2.example.com include:_spf.example.net -all"'),
    rec('_dmarc', 'TXT', 86400, '"v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com; pct=100"'),
    rec('mail', 'A', 86400, '192.0.2.25'),
    rec('mail', 'AAAA', 86400, '2001:db8:0:25::1'),
    rec('mail2', 'A', 300, '198.51.100.25'),
    rec('ns1', 'A', 86400, '192.0.2.1'),
    rec('ns2', 'A', 86400, '192.0.2.2'),
    rec('@', 'A', 86400, '192.0.2.80'),
    rec('@', 'AAAA', 86400, '2001:db8::80'),
    rec('www', 'A', 300, '192.0.2.80', { comment: 'web front end' }),
    rec('www', 'AAAA', 300, '2001:db8::80'),
    rec('ftp', 'CNAME', 86400, 'www.example.com.'),
    rec('webmail', 'CNAME', 86400, 'mail.example.com.'),
    rec('intranet', 'A', 5400, '10.0.0.10'),
    rec('*.dev', 'A', 86400, '192.0.2.99'),
    rec('_sip._tcp', 'SRV', 86400, '60 5060 sip.example.com.', { priority: 10 }),
    rec('_sip._tcp', 'SRV', 86400, '40 5060 sip-backup.example.net.', { priority: 20 }),
    rec('_sip._udp', 'SRV', 86400, '100 5060 sip.example.com.', { priority: 10 }),
    rec('sip', 'A', 86400, '192.0.2.50'),
    rec('_xmpp-server._tcp', 'SRV', 604800, '0 5269 xmpp.example.com.', { priority: 5 }),
    rec('xmpp', 'A', 86400, '192.0.2.51'),
    rec('_autodiscover._tcp', 'SRV', 86400, '0 443 mail.example.com.', { priority: 0 }),
    rec('@', 'CAA', 86400, '0 issue "letsencrypt.org"'),
    rec('@', 'CAA', 86400, '0 issuewild ";"'),
    rec('@', 'CAA', 86400, '128 iodef "mailto:security@example.com"'),
    rec('_25._tcp.mail', 'TLSA', 86400, `3 1 1 ${sha256a}`),
    rec('mail', 'SSHFP', 86400, `4 2 ${sha256b}`),
    rec('mail', 'SSHFP', 86400, `1 1 ${sha1a}`),
    rec('svc', 'HTTPS', 86400, '1 . alpn="h2,h3" port=443 ipv4hint=192.0.2.80,192.0.2.81 ipv6hint=2001:db8::80'),
    rec('svc', 'A', 86400, '192.0.2.80'),
    rec('_8443._foo.api', 'SVCB', 86400, '1 api.example.com. alpn=h2 port=8443'),
    rec('api', 'A', 86400, '192.0.2.90'),
    rec('@', 'HTTPS', 86400, '1 . alpn=h3,h2'),
    rec('alias-svc', 'HTTPS', 86400, '0 svc.example.com.'),
    rec('sip', 'NAPTR', 86400, '100 10 "S" "SIP+D2U" "" _sip._udp.example.com.'),
    rec('_http._tcp.docs', 'URI', 86400, '10 1 "https://docs.example.net/start"'),
    rec('lab', 'NS', 86400, 'ns1.lab.example.com.'),
    rec('lab', 'DS', 86400, `12345 13 2 ${dsDigest}`),
    rec('ns1.lab', 'A', 86400, '192.0.2.201'),
    rec('xn--bcher-kva', 'A', 86400, '192.0.2.7'),
    rec('xn--mnchen-3ya', 'A', 86400, '192.0.2.8'),
    rec('xn--kln-sna', 'A', 86400, '192.0.2.9'),
    rec('txt', 'TXT', 86400, '"say \\"hello\\"" "C:\\\\path" "café" "semi;colon inside quotes"', { comment: 'a comment' }),
    rec('corp', 'A', 86400, '192.0.2.100'),
    rec('corp', 'MX', 86400, 'mail.example.com.', { priority: 10 }),
    rec('vpn.corp', 'A', 86400, '192.0.2.101'),
    rec('vpn.corp', 'TXT', 86400, '"office VPN"'),
    rec('files.corp', 'CNAME', 86400, 'vpn.corp.example.com.'),
    rec('printer.corp', 'A', 600, '10.1.0.5'),
  ],
};

const cloudflareHeader = `;;
;; Domain:     example.org.
;; Exported:   2025-11-02 09:14:27
;;
;; This file is intended for use for informational and archival
;; purposes ONLY and MUST be edited before use on a production
;; DNS server.  In particular, you must:
;;   -- update the SOA record with the correct authoritative name server
;;   -- update the SOA record with the contact e-mail address information
;;   -- update the NS record(s) with the authoritative name servers for this domain.
;;
;; For further information, please consult the BIND documentation
;; located on the following website:
;;
;; http://www.isc.org/
;;
;; And RFC 1035:
;;
;; http://www.ietf.org/rfc/rfc1035.txt
;;
;; Please note that we do NOT offer technical support for any use
;; of this zone data, the BIND name server, or any other third-party
;; DNS software.
;;
;; Use at your own risk.
`;

/** Cloudflare's export of example.org: no $ORIGIN, absolute names except the SOA's owner, tabs, `cf_tags` in comments. */
const cloudflare: CorpusFile = {
  title: 'a Cloudflare export',
  zone: { name: 'example.org' },
  text: `${cloudflareHeader};; SOA Record
example.org\t3600\tIN\tSOA\tada.ns.cloudflare.com. dns.cloudflare.com. 2046390019 10000 2400 604800 3600

;; NS Records
example.org.\t86400\tIN\tNS\tada.ns.cloudflare.com.
example.org.\t86400\tIN\tNS\tbob.ns.cloudflare.com.

;; A Records
api.example.org.\t300\tIN\tA\t203.0.113.11 ; cf_tags=cf-proxied:false
app.example.org.\t300\tIN\tA\t203.0.113.12 ; Main app cf_tags=cf-proxied:true
example.org.\t300\tIN\tA\t203.0.113.10 ; cf_tags=cf-proxied:true
example.org.\t300\tIN\tA\t203.0.113.14 ; cf_tags=cf-proxied:true
grafana.example.org.\t3600\tIN\tA\t203.0.113.13 ; cf_tags=cf-proxied:false
vpn.example.org.\t120\tIN\tA\t198.51.100.7 ; cf_tags=cf-proxied:false

;; AAAA Records
api.example.org.\t300\tIN\tAAAA\t2001:db8:10::2 ; cf_tags=cf-proxied:false
example.org.\t300\tIN\tAAAA\t2001:db8:10::1 ; cf_tags=cf-proxied:true

;; CAA Records
example.org.\t300\tIN\tCAA\t0 issue "digicert.com"
example.org.\t300\tIN\tCAA\t0 issue "letsencrypt.org"
example.org.\t300\tIN\tCAA\t0 issuewild "pki.goog; cansignhttpexchanges=yes"
example.org.\t300\tIN\tCAA\t0 iodef "mailto:caa@example.org"

;; CNAME Records
docs.example.org.\t300\tIN\tCNAME\texample-org.gitbook.io. ; cf_tags=cf-proxied:false
em1234.example.org.\t300\tIN\tCNAME\tu1234.wl.sendgrid.net. ; cf_tags=cf-proxied:false
s1._domainkey.example.org.\t300\tIN\tCNAME\ts1.domainkey.u1234.wl.sendgrid.net. ; cf_tags=cf-proxied:false
s2._domainkey.example.org.\t300\tIN\tCNAME\ts2.domainkey.u1234.wl.sendgrid.net. ; cf_tags=cf-proxied:false
status.example.org.\t300\tIN\tCNAME\tstatuspage.example.net. ; Status page cf_tags=cf-proxied:false
www.example.org.\t300\tIN\tCNAME\texample.org. ; cf_tags=cf-proxied:true

;; HTTPS Records
example.org.\t300\tIN\tHTTPS\t1 . alpn="h3,h2" ipv4hint="203.0.113.10" ipv6hint="2001:db8:10::1"

;; MX Records
example.org.\t300\tIN\tMX\t1 aspmx.l.google.com.
example.org.\t300\tIN\tMX\t5 alt1.aspmx.l.google.com.
example.org.\t300\tIN\tMX\t5 alt2.aspmx.l.google.com.
example.org.\t300\tIN\tMX\t10 alt3.aspmx.l.google.com.
example.org.\t300\tIN\tMX\t10 alt4.aspmx.l.google.com.

;; SRV Records
_caldavs._tcp.example.org.\t300\tIN\tSRV\t0 1 443 caldav.example.net.
_imaps._tcp.example.org.\t300\tIN\tSRV\t0 1 993 imap.gmail.com.
_submission._tcp.example.org.\t300\tIN\tSRV\t0 1 587 smtp.gmail.com.

;; TXT Records
_acme-challenge.example.org.\t120\tIN\tTXT\t"Xk3n9yD4q0bN2mUaP7sLwE5rT8vYcZ1hJ6gF0dK4iQo"
_dmarc.example.org.\t300\tIN\tTXT\t"v=DMARC1; p=reject; rua=mailto:dmarc-reports@example.org" ; cf_tags=
example.org.\t300\tIN\tTXT\t"google-site-verification=6P08Ow5E-8Q0m6vQ7FMAqAYIDprkVV8fUf_7hZ4Qvc8"
example.org.\t300\tIN\tTXT\t"v=spf1 include:_spf.google.com include:sendgrid.net ~all"
google._domainkey.example.org.\t300\tIN\tTXT\t"v=DKIM1; k=rsa; p=${googleKey.slice(0, 200)}" "${googleKey.slice(200)}"
`,
  records: [
    rec('@', 'SOA', 3600, 'ada.ns.cloudflare.com. dns.cloudflare.com. 2046390019 10000 2400 604800 3600'),
    rec('@', 'NS', 86400, 'ada.ns.cloudflare.com.'),
    rec('@', 'NS', 86400, 'bob.ns.cloudflare.com.'),
    rec('api', 'A', 300, '203.0.113.11', { comment: 'cf_tags=cf-proxied:false' }),
    rec('app', 'A', 300, '203.0.113.12', { comment: 'Main app cf_tags=cf-proxied:true' }),
    rec('@', 'A', 300, '203.0.113.10', { comment: 'cf_tags=cf-proxied:true' }),
    rec('@', 'A', 300, '203.0.113.14', { comment: 'cf_tags=cf-proxied:true' }),
    rec('grafana', 'A', 3600, '203.0.113.13', { comment: 'cf_tags=cf-proxied:false' }),
    rec('vpn', 'A', 120, '198.51.100.7', { comment: 'cf_tags=cf-proxied:false' }),
    rec('api', 'AAAA', 300, '2001:db8:10::2', { comment: 'cf_tags=cf-proxied:false' }),
    rec('@', 'AAAA', 300, '2001:db8:10::1', { comment: 'cf_tags=cf-proxied:true' }),
    rec('@', 'CAA', 300, '0 issue "digicert.com"'),
    rec('@', 'CAA', 300, '0 issue "letsencrypt.org"'),
    rec('@', 'CAA', 300, '0 issuewild "pki.goog; cansignhttpexchanges=yes"'),
    rec('@', 'CAA', 300, '0 iodef "mailto:caa@example.org"'),
    rec('docs', 'CNAME', 300, 'example-org.gitbook.io.', { comment: 'cf_tags=cf-proxied:false' }),
    rec('em1234', 'CNAME', 300, 'u1234.wl.sendgrid.net.', { comment: 'cf_tags=cf-proxied:false' }),
    rec('s1._domainkey', 'CNAME', 300, 's1.domainkey.u1234.wl.sendgrid.net.', { comment: 'cf_tags=cf-proxied:false' }),
    rec('s2._domainkey', 'CNAME', 300, 's2.domainkey.u1234.wl.sendgrid.net.', { comment: 'cf_tags=cf-proxied:false' }),
    rec('status', 'CNAME', 300, 'statuspage.example.net.', { comment: 'Status page cf_tags=cf-proxied:false' }),
    rec('www', 'CNAME', 300, 'example.org.', { comment: 'cf_tags=cf-proxied:true' }),
    rec('@', 'HTTPS', 300, '1 . alpn="h3,h2" ipv4hint="203.0.113.10" ipv6hint="2001:db8:10::1"'),
    rec('@', 'MX', 300, 'aspmx.l.google.com.', { priority: 1 }),
    rec('@', 'MX', 300, 'alt1.aspmx.l.google.com.', { priority: 5 }),
    rec('@', 'MX', 300, 'alt2.aspmx.l.google.com.', { priority: 5 }),
    rec('@', 'MX', 300, 'alt3.aspmx.l.google.com.', { priority: 10 }),
    rec('@', 'MX', 300, 'alt4.aspmx.l.google.com.', { priority: 10 }),
    rec('_caldavs._tcp', 'SRV', 300, '1 443 caldav.example.net.', { priority: 0 }),
    rec('_imaps._tcp', 'SRV', 300, '1 993 imap.gmail.com.', { priority: 0 }),
    rec('_submission._tcp', 'SRV', 300, '1 587 smtp.gmail.com.', { priority: 0 }),
    rec('_acme-challenge', 'TXT', 120, '"Xk3n9yD4q0bN2mUaP7sLwE5rT8vYcZ1hJ6gF0dK4iQo"'),
    rec('_dmarc', 'TXT', 300, '"v=DMARC1; p=reject; rua=mailto:dmarc-reports@example.org"', { comment: 'cf_tags=' }),
    rec('@', 'TXT', 300, '"google-site-verification=6P08Ow5E-8Q0m6vQ7FMAqAYIDprkVV8fUf_7hZ4Qvc8"'),
    rec('@', 'TXT', 300, '"v=spf1 include:_spf.google.com include:sendgrid.net ~all"'),
    rec('google._domainkey', 'TXT', 300, `"v=DKIM1; k=rsa; p=${googleKey.slice(0, 200)}" "${googleKey.slice(200)}"`),
  ],
};

/**
 * Written by hand for example.net, saved on Windows (CRLF): no $TTL and no $ORIGIN. The SOA's
 * minimum is the first TTL; from there a record without a TTL takes the one before it (RFC 1035
 * section 5.1, as BIND reads it). Class and type in lower case here and there.
 */
const handWritten: CorpusFile = {
  title: 'a hand-written file without $TTL, with CRLF line endings',
  zone: { name: 'example.net' },
  text: `; example.net - no $TTL: the SOA's minimum (900) is the first TTL,
; then a record without a TTL takes the TTL of the record before it.
@ IN SOA ns1.example.net. admin.example.net. ( 2025010101 7200 3600 1209600 900 )
@ NS ns1
  NS ns2.example.org.
@ ALIAS lb.hosting.example.org.
@ MX 10 mx1.mailhost.example.
@ MX 20 mx2.mailhost.example.
@ TXT "v=spf1 mx -all"
ns1 A 198.51.100.53
ns1 AAAA 2001:db8:53::1
www 600 IN CNAME lb.hosting.example.org.
blog IN 1200 CNAME ghs.example.org.
shop CNAME shops.example-shop.com.
static 300 A 198.51.100.80
       A 198.51.100.81
       A 198.51.100.82
cdn CNAME static
_minecraft._tcp SRV 0 5 25565 mc
mc A 198.51.100.90
ldap 3600 in a 198.51.100.20
_ldap._tcp srv 0 0 389 ldap
host-1 A 198.51.100.31 ; rack 1
host-2 A 198.51.100.32 ; rack 2
`.replace(/\n/g, '\r\n'),
  records: [
    rec('@', 'SOA', 900, 'ns1.example.net. admin.example.net. 2025010101 7200 3600 1209600 900'),
    rec('@', 'NS', 900, 'ns1.example.net.'),
    rec('@', 'NS', 900, 'ns2.example.org.'),
    rec('@', 'ALIAS', 900, 'lb.hosting.example.org.'),
    rec('@', 'MX', 900, 'mx1.mailhost.example.', { priority: 10 }),
    rec('@', 'MX', 900, 'mx2.mailhost.example.', { priority: 20 }),
    rec('@', 'TXT', 900, '"v=spf1 mx -all"'),
    rec('ns1', 'A', 900, '198.51.100.53'),
    rec('ns1', 'AAAA', 900, '2001:db8:53::1'),
    rec('www', 'CNAME', 600, 'lb.hosting.example.org.'),
    rec('blog', 'CNAME', 1200, 'ghs.example.org.'),
    rec('shop', 'CNAME', 1200, 'shops.example-shop.com.'),
    rec('static', 'A', 300, '198.51.100.80'),
    rec('static', 'A', 300, '198.51.100.81'),
    rec('static', 'A', 300, '198.51.100.82'),
    rec('cdn', 'CNAME', 300, 'static.example.net.'),
    rec('_minecraft._tcp', 'SRV', 300, '5 25565 mc.example.net.', { priority: 0 }),
    rec('mc', 'A', 300, '198.51.100.90'),
    rec('ldap', 'A', 3600, '198.51.100.20'),
    rec('_ldap._tcp', 'SRV', 3600, '0 389 ldap.example.net.', { priority: 0 }),
    rec('host-1', 'A', 3600, '198.51.100.31', { comment: 'rack 1' }),
    rec('host-2', 'A', 3600, '198.51.100.32', { comment: 'rack 2' }),
  ],
};

/** A mail domain: DKIM keys split over lines in parentheses (with comments inside), DMARC, MTA-STS, TLS-RPT, BIMI, DANE. */
const mail: CorpusFile = {
  title: 'a DKIM-heavy mail zone',
  zone: { name: 'acme.example' },
  text: `$ORIGIN acme.example.
$TTL 1h
@\tSOA\tns1.dnshost.example. hostmaster.acme.example. 2025020301 3600 600 604800 300
@\tNS\tns1.dnshost.example.
@\tNS\tns2.dnshost.example.
@\tMX\t10 mx1.acme.example.
@\tMX\t20 mx2.acme.example.
mx1\tA\t192.0.2.10
mx2\tA\t192.0.2.11
@\tTXT\t"v=spf1 ip4:192.0.2.0/24 include:spf.protection.outlook.com include:_spf.salesforce.com -all"
@\tTXT\t"MS=ms12345678"
_dmarc\tTXT\t( "v=DMARC1; p=reject; sp=reject; adkim=s; aspf=s; "
\t\t  "rua=mailto:dmarc@acme.example; ruf=mailto:dmarc-forensic@acme.example; fo=1" )
s2024._domainkey\tTXT\t( "v=DKIM1; k=rsa; "
\t"p=${rsaKey1.slice(0, 200)}"
\t"${rsaKey1.slice(200)}" )  ; rotated in January 2024
s2025._domainkey\tIN\tTXT\t( "v=DKIM1; k=rsa; t=s; "  ; the flags first
\t\t\t  "p=${rsaKey2.slice(0, 130)}"  ; then the key, in three pieces
\t\t\t  "${rsaKey2.slice(130, 260)}"
\t\t\t  "${rsaKey2.slice(260)}" )
ed._domainkey\tTXT\t"v=DKIM1; k=ed25519; p=${edKey}"
sf._domainkey 300 TXT "v=DKIM1; k=rsa; p=${googleKey.slice(0, 120)}"
old._domainkey\tTXT\t"v=DKIM1; p="\t; revoked
selector1._domainkey\tCNAME\tselector1-acme-example._domainkey.acmecorp.onmicrosoft.com.
selector2._domainkey\tCNAME\tselector2-acme-example._domainkey.acmecorp.onmicrosoft.com.
_mta-sts\tTXT\t"v=STSv1; id=20250203T000000"
mta-sts\tCNAME\tmta-sts.dnshost.example.
_smtp._tls\tTXT\t"v=TLSRPTv1; rua=mailto:tls-reports@acme.example"
default._bimi\tTXT\t"v=BIMI1; l=https://acme.example/bimi/logo.svg; a=;"
autodiscover\tCNAME\tautodiscover.outlook.com.
_autodiscover._tcp\tSRV\t0 0 443 autodiscover.outlook.com.
_submissions._tcp\tSRV\t0 1 465 mx1
_imaps._tcp\tSRV\t0 1 993 mx1
_pop3._tcp\tSRV\t0 0 0 .\t; no POP3 here
_25._tcp.mx1\tTLSA\t3 1 1 ${sha256c}
_25._tcp.mx2\tTLSA\t2 0 2 (
\t\t${sha512a.slice(0, 64)}
\t\t${sha512a.slice(64)} )
mx1\tSSHFP\t1 1 ${sha1a}
lyncdiscover\tCNAME\twebdir.online.lync.com.
sip\tCNAME\tsipdir.online.lync.com.
_sipfederationtls._tcp\tSRV\t100 1 5061 sipfed.online.lync.com.
msoid\tCNAME\tclientconfig.microsoftonline-p.net.
motd\tTXT\t"Grüße aus Köln, " "\\226\\130\\172 5 \\"only\\""
`,
  records: [
    rec('@', 'SOA', 3600, 'ns1.dnshost.example. hostmaster.acme.example. 2025020301 3600 600 604800 300'),
    rec('@', 'NS', 3600, 'ns1.dnshost.example.'),
    rec('@', 'NS', 3600, 'ns2.dnshost.example.'),
    rec('@', 'MX', 3600, 'mx1.acme.example.', { priority: 10 }),
    rec('@', 'MX', 3600, 'mx2.acme.example.', { priority: 20 }),
    rec('mx1', 'A', 3600, '192.0.2.10'),
    rec('mx2', 'A', 3600, '192.0.2.11'),
    rec('@', 'TXT', 3600, '"v=spf1 ip4:192.0.2.0/24 include:spf.protection.outlook.com include:_spf.salesforce.com -all"'),
    rec('@', 'TXT', 3600, '"MS=ms12345678"'),
    rec('_dmarc', 'TXT', 3600, '"v=DMARC1; p=reject; sp=reject; adkim=s; aspf=s; " "rua=mailto:dmarc@acme.example; ruf=mailto:dmarc-forensic@acme.example; fo=1"'),
    rec('s2024._domainkey', 'TXT', 3600, `"v=DKIM1; k=rsa; " "p=${rsaKey1.slice(0, 200)}" "${rsaKey1.slice(200)}"`, { comment: 'rotated in January 2024' }),
    rec('s2025._domainkey', 'TXT', 3600, `"v=DKIM1; k=rsa; t=s; " "p=${rsaKey2.slice(0, 130)}" "${rsaKey2.slice(130, 260)}" "${rsaKey2.slice(260)}"`),
    rec('ed._domainkey', 'TXT', 3600, `"v=DKIM1; k=ed25519; p=${edKey}"`),
    rec('sf._domainkey', 'TXT', 300, `"v=DKIM1; k=rsa; p=${googleKey.slice(0, 120)}"`),
    rec('old._domainkey', 'TXT', 3600, '"v=DKIM1; p="', { comment: 'revoked' }),
    rec('selector1._domainkey', 'CNAME', 3600, 'selector1-acme-example._domainkey.acmecorp.onmicrosoft.com.'),
    rec('selector2._domainkey', 'CNAME', 3600, 'selector2-acme-example._domainkey.acmecorp.onmicrosoft.com.'),
    rec('_mta-sts', 'TXT', 3600, '"v=STSv1; id=20250203T000000"'),
    rec('mta-sts', 'CNAME', 3600, 'mta-sts.dnshost.example.'),
    rec('_smtp._tls', 'TXT', 3600, '"v=TLSRPTv1; rua=mailto:tls-reports@acme.example"'),
    rec('default._bimi', 'TXT', 3600, '"v=BIMI1; l=https://acme.example/bimi/logo.svg; a=;"'),
    rec('autodiscover', 'CNAME', 3600, 'autodiscover.outlook.com.'),
    rec('_autodiscover._tcp', 'SRV', 3600, '0 443 autodiscover.outlook.com.', { priority: 0 }),
    rec('_submissions._tcp', 'SRV', 3600, '1 465 mx1.acme.example.', { priority: 0 }),
    rec('_imaps._tcp', 'SRV', 3600, '1 993 mx1.acme.example.', { priority: 0 }),
    rec('_pop3._tcp', 'SRV', 3600, '0 0 .', { priority: 0, comment: 'no POP3 here' }),
    rec('_25._tcp.mx1', 'TLSA', 3600, `3 1 1 ${sha256c}`),
    rec('_25._tcp.mx2', 'TLSA', 3600, `2 0 2 ${sha512a}`),
    rec('mx1', 'SSHFP', 3600, `1 1 ${sha1a}`),
    rec('lyncdiscover', 'CNAME', 3600, 'webdir.online.lync.com.'),
    rec('sip', 'CNAME', 3600, 'sipdir.online.lync.com.'),
    rec('_sipfederationtls._tcp', 'SRV', 3600, '1 5061 sipfed.online.lync.com.', { priority: 100 }),
    rec('msoid', 'CNAME', 3600, 'clientconfig.microsoftonline-p.net.'),
    rec('motd', 'TXT', 3600, '"Grüße aus Köln, " "€ 5 \\"only\\""'),
  ],
};

/** A reverse zone: owners are numbers, which a parser must not take for TTLs. */
const reverse: CorpusFile = {
  title: 'a reverse zone',
  zone: { name: '2.0.192.in-addr.arpa' },
  text: `$TTL 86400
$ORIGIN 2.0.192.in-addr.arpa.
@ IN SOA ns1.example.com. hostmaster.example.com. (
        2024050101 ; serial
        1d         ; refresh
        2h         ; retry
        4w         ; expire
        1h )       ; minimum
    IN NS ns1.example.com.
    IN NS ns2.example.com.
1   IN PTR ns1.example.com.
2   IN PTR ns2.example.com.
10  IN PTR mail.example.com.
25  IN PTR mail.example.com.
50  IN PTR sip.example.com.
80  IN PTR www.example.com.
    IN PTR example.com.
99  PTR dev.example.com.
100 3600 PTR vpn.corp.example.com.
200 IN 3600 PTR lab-gw.example.com.
201 PTR ns1.lab.example.com.
`,
  records: [
    rec('@', 'SOA', 86400, 'ns1.example.com. hostmaster.example.com. 2024050101 86400 7200 2419200 3600'),
    rec('@', 'NS', 86400, 'ns1.example.com.'),
    rec('@', 'NS', 86400, 'ns2.example.com.'),
    rec('1', 'PTR', 86400, 'ns1.example.com.'),
    rec('2', 'PTR', 86400, 'ns2.example.com.'),
    rec('10', 'PTR', 86400, 'mail.example.com.'),
    rec('25', 'PTR', 86400, 'mail.example.com.'),
    rec('50', 'PTR', 86400, 'sip.example.com.'),
    rec('80', 'PTR', 86400, 'www.example.com.'),
    rec('80', 'PTR', 86400, 'example.com.'),
    rec('99', 'PTR', 86400, 'dev.example.com.'),
    rec('100', 'PTR', 3600, 'vpn.corp.example.com.'),
    rec('200', 'PTR', 3600, 'lab-gw.example.com.'),
    rec('201', 'PTR', 86400, 'ns1.lab.example.com.'),
  ],
};

export const corpus: readonly CorpusFile[] = [bind, cloudflare, handWritten, mail, reverse];
