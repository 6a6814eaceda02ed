import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { newClientCredentials, pairingQrCode } from './tablet-credentials.js';

describe('tablet credentials', () => {
  it('are a random UUID client id and a 32-byte secret, new every time', () => {
    const first = newClientCredentials();
    const second = newClientCredentials();
    expect(first.clientId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Buffer.from(first.clientSecret, 'base64url')).toHaveLength(32);
    expect(second.clientId).not.toBe(first.clientId);
    expect(second.clientSecret).not.toBe(first.clientSecret);
  });

  it('go into the QR code as the JSON the kiosk reads, drawn as a PNG data URL', async () => {
    const encode = vi.spyOn(QRCode, 'toDataURL');
    const payload = {
      apiUrl: 'https://portal.example.com',
      clientId: '2f1e0c1a-5b7d-4c8e-9f00-112233445566',
      clientSecret: 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I',
    };
    const qrCode = await pairingQrCode(payload);
    expect(JSON.parse(encode.mock.calls[0]![0] as string)).toEqual(payload);
    expect(qrCode).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    encode.mockRestore();
  });
});
