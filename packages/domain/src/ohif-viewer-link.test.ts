import { describe, expect, it } from 'vitest';
import { ohifViewerLink } from './ohif-viewer-link.js';

describe('ohifViewerLink', () => {
  it("passes the file's absolute URL as the viewer's url parameter", () => {
    expect(
      ohifViewerLink(
        'https://ohif.example.org/viewer/dicomjson',
        '/api/storage/files/1?expires=9&signature=a%2Bb',
        'https://portal.example.org',
      ),
    ).toBe(
      'https://ohif.example.org/viewer/dicomjson?url=https%3A%2F%2Fportal.example.org%2Fapi%2Fstorage%2Ffiles%2F1%3Fexpires%3D9%26signature%3Da%252Bb',
    );
  });

  it('keeps the parameters the configured address already has', () => {
    expect(
      ohifViewerLink(
        'https://ohif.example.org/viewer?theme=dark',
        'https://s3.example.org/f',
        'https://p',
      ),
    ).toBe('https://ohif.example.org/viewer?theme=dark&url=https%3A%2F%2Fs3.example.org%2Ff');
  });
});
