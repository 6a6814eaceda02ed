/**
 * Browser features the portal's pages may use (`Permissions-Policy`), everything else denied so
 * an injected script or a framed page cannot ask for it. What the web uses, all on its own origin:
 * - camera: the kiosk reads the pairing QR code (features/kiosk, use-qr-scanner.ts);
 * - fullscreen and screen-wake-lock: the kiosk's full-screen mode and a screen that stays on;
 * - clipboard-write: copy buttons (a PESEL, a tablet's credentials).
 */
const ALLOWED_ON_OWN_ORIGIN = ['camera', 'clipboard-write', 'fullscreen', 'screen-wake-lock'];

/**
 * Features no page of the portal uses, each one Chromium recognizes (it logs an error for any
 * other name). `autoplay` stays allowed: the kiosk plays the camera's picture in a video element
 * as soon as the camera opens.
 */
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [
  ...ALLOWED_ON_OWN_ORIGIN.map((feature) => `${feature}=(self)`),
  ...DENIED.map((feature) => `${feature}=()`),
].join(', ');
