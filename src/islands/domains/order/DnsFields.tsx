import { maxNameservers, minNameservers } from './nameservers';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface DnsFieldsProps {
  ourDns: boolean;
  nameservers: string;
  nameserverError: string | undefined;
  privacy: boolean;
  privacyError: string | undefined;
  /** TLDs of the cart that offer no WHOIS privacy. */
  noPrivacyTlds: readonly string[];
  t: Translate;
  onOurDns(ourDns: boolean): void;
  onNameservers(text: string): void;
  onNameserversDone(): void;
  onPrivacy(privacy: boolean): void;
}

/** Where the new domains point (our DNS, or name servers of the user's choice) and whether WHOIS shows their contacts. */
export function DnsFields({ ourDns, nameservers, nameserverError, privacy, privacyError, noPrivacyTlds, t, onOurDns, onNameservers, onNameserversDone, onPrivacy }: DnsFieldsProps) {
  return (
    <section className="card flex min-w-0 flex-col gap-4 p-4" data-order-dns>
      <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
        <legend className="mb-1 p-0 text-lg font-semibold">{t('domain-order:dns.title')}</legend>
        <div className="flex items-start gap-2">
          <input id="order-dns-ours" type="radio" name="order-dns" className="mt-1" checked={ourDns} onChange={() => onOurDns(true)} aria-describedby="order-dns-ours-help" data-dns-choice="ours" />
          <div>
            <label htmlFor="order-dns-ours" className="font-medium">{t('domain-order:dns.ours')}</label>
            <p id="order-dns-ours-help" className="m-0 text-sm text-muted">{t('domain-order:dns.oursHelp')}</p>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <input id="order-dns-custom" type="radio" name="order-dns" className="mt-1" checked={!ourDns} onChange={() => onOurDns(false)} aria-describedby="order-dns-custom-help" data-dns-choice="custom" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="order-dns-custom" className="font-medium">{t('domain-order:dns.custom')}</label>
            <p id="order-dns-custom-help" className="m-0 text-sm text-muted">{t('domain-order:dns.customHelp', { min: minNameservers, max: maxNameservers })}</p>
          </div>
        </div>
        {!ourDns && (
          <div className="flex min-w-0 flex-col gap-1 pl-6">
            <label htmlFor="order-nameservers" className="text-sm font-medium">{t('domain-order:dns.nameservers')}</label>
            <textarea id="order-nameservers" value={nameservers} rows={Math.min(13, Math.max(3, nameservers.split('\n').length + 1))}
              onChange={(event) => onNameservers(event.target.value)} onBlur={onNameserversDone}
              spellCheck={false} autoCapitalize="off" autoCorrect="off" placeholder={'ns1.example.net\nns2.example.net'}
              aria-invalid={nameserverError ? true : undefined} aria-describedby={nameserverError ? 'order-nameservers-error' : 'order-dns-custom-help'}
              className="input-box w-full max-w-lg resize-y px-3 py-2 font-mono text-sm leading-5 aria-[invalid=true]:border-red" data-nameservers />
            {nameserverError && <p id="order-nameservers-error" className="m-0 text-sm text-red-d1 dark:text-red" data-field-error>{nameserverError}</p>}
          </div>
        )}
      </fieldset>
      <div className="flex flex-col gap-1 border-0 border-t border-solid border-line pt-3">
        <div className="flex items-start gap-2">
          <input id="order-privacy" type="checkbox" className="mt-1" checked={privacy} onChange={(event) => onPrivacy(event.target.checked)}
            aria-describedby="order-privacy-help" aria-invalid={privacyError ? true : undefined} data-privacy />
          <div>
            <label htmlFor="order-privacy" className="font-medium">{t('domain-order:privacy.label')}</label>
            <p id="order-privacy-help" className="m-0 text-sm text-muted">
              {t('domain-order:privacy.help')}
              {privacy && noPrivacyTlds.length > 0 && ` ${t('domain-order:privacy.notOffered', { tlds: noPrivacyTlds.map((tld) => `.${tld}`).join(', ') })}`}
            </p>
            {privacyError && <p className="m-0 text-sm text-red-d1 dark:text-red" data-field-error>{privacyError}</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
