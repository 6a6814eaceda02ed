import { useEffect, useRef, useState, type RefObject } from 'react';

export type ScannerStatus =
  | 'starting'
  | 'scanning'
  /** The user (or a policy) refused the camera. */
  | 'denied'
  | 'noCamera'
  /** No camera API: an insecure page (http other than localhost) or an old browser. */
  | 'unavailable'
  | 'failed';

/** How often a frame is read; a QR code held up to the camera is found within a moment. */
const SCAN_INTERVAL_MS = 250;
/** Frames are scaled down to this width before jsQR reads them: enough for a QR code, and fast. */
const JSQR_FRAME_WIDTH = 640;

/** The part of the Barcode Detection API we use; TypeScript's DOM types do not have it yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own detector where it reads QR codes (Chromium on Android), else jsQR. */
async function createDecoder(): Promise<Decode> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector;
  if (Detector) {
    const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
    if (formats.includes('qr_code')) {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    }
  }
  // Loaded only here: most kiosks never need it, and staff pages never do.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    const scale = Math.min(1, JSQR_FRAME_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(frame.data, frame.width, frame.height)?.data ?? null);
  };
}

function statusOf(error: unknown): ScannerStatus {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/**
 * Reads QR codes from the camera into the returned video element; each new text goes to `onCode`
 * (the same code held in view is reported once). The camera is released on unmount.
 */
export function useQrScanner(onCode: (text: string) => void): {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: ScannerStatus;
} {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<ScannerStatus>('starting');
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let last: string | null = null;

    const scan = async (decode: Decode, video: HTMLVideoElement) => {
      if (stopped) return;
      try {
        const text = await decode(video);
        if (text && text !== last && !stopped) {
          last = text;
          report.current(text);
        }
      } catch {
        // A frame that cannot be read (the video is still starting): try the next one.
      }
      if (!stopped) timer = window.setTimeout(() => void scan(decode, video), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        video.srcObject = stream;
        await video.play();
        const decode = await createDecoder();
        if (stopped) return;
        setStatus('scanning');
        void scan(decode, video);
      } catch (error) {
        if (!stopped) setStatus(statusOf(error));
      }
    };

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return { videoRef, status };
}
