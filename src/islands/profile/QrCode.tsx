/**
 * The QR code of an otpauth URI, drawn as SVG. The QR library (uqr) loads only here, when a
 * set-up starts, so no other page or moment carries it. Dark modules on a white plate in both
 * themes, as scanners need; the set-up key shown beside it is the way without a camera.
 */
import { useEffect, useState } from 'react';
import { qrPath } from '~/lib/profile/qr-path';

export function QrCode({ value, label, loadingLabel }: { value: string; label: string; loadingLabel: string }) {
  const [drawn, setDrawn] = useState<{ value: string; modules: boolean[][] }>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('uqr').then(
      ({ encode }) => {
        if (live) setDrawn({ value, modules: encode(value, { ecc: 'M', border: 2 }).data });
      },
      (error: unknown) => {
        console.warn('The QR code could not be drawn.', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (failed) return null;
  if (!drawn || drawn.value !== value) {
    return (
      <div role="status" className="flex size-48 items-center justify-center rounded-md border border-solid border-line text-sm text-muted">
        <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
        <span className="sr-only">{loadingLabel}</span>
      </div>
    );
  }
  const size = drawn.modules.length;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="block size-48 rounded-md border border-solid border-line" data-qr-code>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={qrPath(drawn.modules)} fill="#000000" />
    </svg>
  );
}
