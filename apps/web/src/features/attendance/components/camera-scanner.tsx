import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cameraErrorMessage, createQrDecoder } from '../lib/qr-decoder.ts';

export interface CameraScannerProps {
  /** Called for every code read; the page decides what to do with repeats. */
  onCode: (code: string) => void;
}

/** A few reads a second are enough for a person holding up a phone, and spare the battery. */
const SCAN_INTERVAL_MS = 250;

type State = { kind: 'off' } | { kind: 'starting' } | { kind: 'on' } | { kind: 'error'; message: string };

function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The door camera: reads QR codes until it is stopped; the camera turns off when the page is left. */
export function CameraScanner({ onCode }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<State>({ kind: 'off' });
  const running = state.kind === 'starting' || state.kind === 'on';

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      try {
        const [media, decoder] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
          createQrDecoder(),
        ]);
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = media;
        await video.play();
        setState({ kind: 'on' });
        const tick = async () => {
          if (stopped) return;
          try {
            const code = await decoder.decode(video);
            if (code && !stopped) onCodeRef.current(code);
          } catch {
            // A frame that can't be read is skipped; the next one usually can.
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch (err) {
        if (!stopped) setState({ kind: 'error', message: cameraErrorMessage(err) });
      }
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [running]);

  if (!cameraAvailable()) {
    return (
      <Alert variant="info">
        This browser can't use the camera here (it needs a secure https connection). Type the code below
        instead.
      </Alert>
    );
  }
  return (
    <div className="scanner">
      {running && (
        <div className="scanner-view">
          <video ref={videoRef} className="scanner-video" playsInline muted aria-label="Camera preview" />
          <div className="scanner-frame" aria-hidden="true" />
          {state.kind === 'starting' && <p className="scanner-status">Starting the camera…</p>}
        </div>
      )}
      {state.kind === 'error' && <Alert variant="error">{state.message}</Alert>}
      {running ? (
        <Button variant="secondary" block onClick={() => setState({ kind: 'off' })}>
          Stop camera
        </Button>
      ) : (
        <Button block onClick={() => setState({ kind: 'starting' })}>
          {state.kind === 'error' ? 'Try the camera again' : 'Scan with camera'}
        </Button>
      )}
    </div>
  );
}
