import { useEffect, useState } from 'react';

export interface TicketQrProps {
  code: string;
  /** used: dimmed (already checked in); void: dimmed and struck through (refunded or void). */
  state?: 'active' | 'used' | 'void';
}

/**
 * The ticket code as a large QR code. The encoder is loaded only here (its own chunk), and the
 * SVG it makes is shown as an image, so no markup is ever injected into the page.
 */
export function TicketQr({ code, state = 'active' }: TicketQrProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    import('qrcode')
      .then((QRCode) => QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [code]);

  if (failed)
    return <p className="ticket-qr-fallback">The QR code could not be drawn; show the code below.</p>;
  return (
    <div className={`ticket-qr ticket-qr-${state}`}>
      {src ? (
        <img src={src} alt="QR code of this ticket" width={320} height={320} />
      ) : (
        <div className="ticket-qr-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
