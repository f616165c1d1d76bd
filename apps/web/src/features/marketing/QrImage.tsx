import { useMemo } from 'react';
import { encodeQr } from './qr/encodeQr.js';

interface QrImageProps {
  text: string;
  label: string;
  size?: number;
}

/** Scanners need four light modules around the code to find it. */
const QUIET_ZONE = 4;

export function QrImage({ text, label, size = 200 }: QrImageProps) {
  const { path, extent } = useMemo(() => {
    const modules = encodeQr(text);
    const darkCells = modules.flatMap((row, y) =>
      row.flatMap((dark, x) => (dark ? [`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`] : [])),
    );
    return { path: darkCells.join(''), extent: modules.length + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
