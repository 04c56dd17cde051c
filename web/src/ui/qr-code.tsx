import { encode } from 'uqr';
import { useMemo } from 'react';

/** The quiet zone QR readers expect around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path, black on white in both themes (scanners need the contrast), with
 * `label` as its accessible name. No image URL: the app's policy allows neither data: images nor inline styles.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(value, { border: QUIET_ZONE, ecc: 'M' });
    const path = data.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
    return { size, path };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
