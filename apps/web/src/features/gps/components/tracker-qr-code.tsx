import { QRCodeSVG } from 'qrcode.react';

/**
 * The set-up address as a QR code, which Traccar Client's own reader turns into its server URL and device
 * identifier. A module of its own: the QR code library loads only once a token has been made.
 */
export function TrackerQrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={208}
      marginSize={2}
      title={label}
      role="img"
      aria-label={label}
      className="h-auto w-52 max-w-full rounded-lg border border-slate-200 bg-white"
    />
  );
}
