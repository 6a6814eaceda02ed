import { randomBytes, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';

/** What the registration QR code holds: everything a kiosk needs to pair (JSON). */
export interface PairingPayload {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * New client credentials. The id is a random UUID (not secret, unique); the secret is 32 random
 * bytes, shown once in the QR code and stored only as an argon2id hash.
 */
export function newClientCredentials(): { clientId: string; clientSecret: string } {
  return { clientId: randomUUID(), clientSecret: randomBytes(32).toString('base64url') };
}

/** The pairing QR code as a PNG data URL, sized to be scanned from a screen across a desk. */
export function pairingQrCode(payload: PairingPayload): Promise<string> {
  return QRCode.toDataURL(JSON.stringify(payload), {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
}
