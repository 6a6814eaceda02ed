import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants.js';
import { FILENAME_MAX_LENGTH, PROFILE_PICTURE_MAX_BYTES, sanitizeFilename } from '../files.js';
import { ZDownloadUrlInput, ZFileIds, ZPrepareUploadInput } from './files.js';
import { localizeIssues } from './localize.js';

const study = {
  fileType: 'StudyImage',
  fileSizeInBytes: 1234,
  filename: 'scan.dcm',
  mimetype: '',
  rejected: false,
  rejectionReason: null,
  patientId: '12',
};

function messages(input: unknown, lang: 'pl' | 'en' = 'pl') {
  const result = ZPrepareUploadInput.safeParse(input);
  return result.success ? [] : localizeIssues(result.error.issues, lang);
}

describe('ZPrepareUploadInput', () => {
  it('accepts a patient file and normalizes ids and the empty browser type', () => {
    expect(ZPrepareUploadInput.parse(study)).toEqual({
      ...study,
      mimetype: 'application/octet-stream',
      patientId: 12,
      studyId: null,
    });
  });

  it('accepts exactly MAX_UPLOAD_BYTES and refuses one byte more, with the limit in MB', () => {
    expect(messages({ ...study, fileSizeInBytes: MAX_UPLOAD_BYTES })).toEqual([]);
    expect(messages({ ...study, fileSizeInBytes: MAX_UPLOAD_BYTES + 1 })).toEqual([
      { path: 'fileSizeInBytes', message: 'Plik jest za duży (maksymalnie 5000 MB)' },
    ]);
  });

  it('refuses an empty file and an unknown file type', () => {
    expect(messages({ ...study, fileSizeInBytes: 0 })).toEqual([
      { path: 'fileSizeInBytes', message: 'Plik jest pusty' },
    ]);
    expect(messages({ ...study, fileType: 'Virus' }, 'en')[0]?.path).toBe('fileType');
  });

  it('records a rejected file whatever its size, and requires the reason', () => {
    const rejected = { ...study, rejected: true, fileSizeInBytes: MAX_UPLOAD_BYTES * 2 };
    expect(messages({ ...rejected, rejectionReason: 'tooLarge' })).toEqual([]);
    expect(messages(rejected)).toEqual([
      { path: 'rejectionReason', message: 'To pole jest wymagane' },
    ]);
  });

  it('drops a rejection reason sent for a file that was not rejected', () => {
    expect(ZPrepareUploadInput.parse({ ...study, rejectionReason: 'x' }).rejectionReason).toBe(
      null,
    );
  });

  it('needs a patient for patient files, and none for a profile picture', () => {
    expect(messages({ ...study, patientId: null })).toEqual([
      { path: 'patientId', message: 'Plik musi zostać przypisany do pacjenta' },
    ]);
    const picture = { ...study, fileType: 'ProfilePicture', mimetype: 'image/png' };
    expect(messages({ ...picture, patientId: null })).toEqual([]);
    expect(messages(picture)[0]?.path).toBe('patientId');
  });

  it('takes only small web images as a profile picture', () => {
    const picture = {
      ...study,
      fileType: 'ProfilePicture',
      mimetype: 'image/jpeg',
      patientId: null,
    };
    expect(messages({ ...picture, fileSizeInBytes: PROFILE_PICTURE_MAX_BYTES })).toEqual([]);
    expect(messages({ ...picture, fileSizeInBytes: PROFILE_PICTURE_MAX_BYTES + 1 })).toEqual([
      { path: 'fileSizeInBytes', message: 'Plik jest za duży (maksymalnie 5 MB)' },
    ]);
    expect(messages({ ...picture, mimetype: 'image/svg+xml' })).toEqual([
      { path: 'mimetype', message: 'Dozwolone są tylko obrazy PNG, JPEG lub WebP' },
    ]);
  });

  it('refuses a name with nothing usable left and a malformed type', () => {
    expect(messages({ ...study, filename: ' /\u202e ' })).toEqual([
      { path: 'filename', message: 'To pole jest wymagane' },
    ]);
    expect(messages({ ...study, mimetype: 'text/html; charset=utf-8' })[0]?.path).toBe('mimetype');
    expect(messages({ ...study, patientId: 'abc' })[0]?.path).toBe('patientId');
  });
});

describe('sanitizeFilename', () => {
  it('keeps the last path segment, without control or direction characters', () => {
    expect(sanitizeFilename('C:\\fakepath\\zdjęcie RTG.png')).toBe('zdjęcie RTG.png');
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    expect(sanitizeFilename('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitizeFilename('..')).toBe('');
  });

  it('composes decomposed letters (macOS names) and shortens long names keeping the extension', () => {
    expect(sanitizeFilename('z\u0307ółw.pdf')).toBe('żółw.pdf');
    const long = sanitizeFilename(`${'ą'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(FILENAME_MAX_LENGTH);
    expect(long.endsWith('ą.pdf')).toBe(true);
  });
});

describe('file ids', () => {
  it('takes UUIDs only, in lower case, each once', () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(ZFileIds.parse([id, id.toLowerCase()])).toEqual([id.toLowerCase()]);
    expect(ZFileIds.safeParse(['1; drop table files']).success).toBe(false);
    expect(ZFileIds.safeParse([]).success).toBe(false);
    expect(ZDownloadUrlInput.parse({ filePath: id })).toEqual({
      filePath: id.toLowerCase(),
      studyId: null,
    });
  });
});
