import { useEffect, useState } from 'react';

export interface TicketQrProps {
  code: string;
  /** Dimmed with a strike when the ticket no longer admits anyone. */
  inactive?: boolean;
}

/**
 * The ticket code as a large QR code. The encoder is loaded only here (its own chunk), and the
 * SVG it makes is shown as an image, so no markup is ever injected into the page.
 */
export function TicketQr({ code, inactive = false }: TicketQrProps) {
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
    <div className={`ticket-qr${inactive ? ' ticket-qr-inactive' : ''}`}>
      {src ? (
        <img src={src} alt="QR code of this ticket" width={320} height={320} />
      ) : (
        <div className="ticket-qr-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
