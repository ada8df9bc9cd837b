/** The recovery codes, shown once after set-up: a list to read, copy, download or print, then "I have saved them". */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $runtimeConfig } from '~/lib/config-store/runtime-config-store';
import { recoveryCodesFileName, recoveryCodesText } from '~/lib/profile/two-factor-text';
import { downloadText } from '../kit/download-text';
import { CopyButton } from '../kit/values/CopyButton';
import type { Translate } from './profile-parts';

export function RecoveryCodes({ codes, username, onDone, t }: { codes: readonly string[]; username: string; onDone(): void; t: Translate }) {
  const { productName } = useStore($runtimeConfig);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryCodesText({
    heading: t('profile:twoFactor.fileHeading', { username, product: productName }),
    note: t('profile:twoFactor.fileNote'),
    codes,
  });

  return (
    <div className="flex flex-col gap-3 rounded-md border border-solid border-primary p-4" data-recovery-codes>
      <h3 ref={heading} tabIndex={-1} className="m-0 text-base font-semibold outline-none">{t('profile:twoFactor.codesTitle')}</h3>
      <p className="m-0 max-w-3xl text-sm">{t('profile:twoFactor.codesText')}</p>
      <ol aria-label={t('profile:twoFactor.codesList')} className="m-0 grid list-none grid-cols-1 gap-x-8 gap-y-1 p-0 font-mono text-base sm:grid-cols-2 max-w-md">
        {codes.map((code) => <li key={code} data-recovery-code>{code}</li>)}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-md border border-solid border-line">
          <CopyButton text={codes.join('\n')} label={t('profile:twoFactor.copyCodes')} t={t} />
        </span>
        <button type="button" className="btn-outline" onClick={() => downloadText(text, recoveryCodesFileName(username), 'text/plain;charset=utf-8')}>
          <span className="i-lucide-download" aria-hidden="true" />
          {t('profile:twoFactor.download')}
        </button>
        <button type="button" className="btn-primary" onClick={onDone} data-recovery-codes-done>{t('profile:twoFactor.done')}</button>
      </div>
    </div>
  );
}
