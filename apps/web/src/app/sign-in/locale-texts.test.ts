import { describe, expect, it, vi } from 'vitest';
import { createTextStore, fillIn, lookUp } from './locale-texts';

const noLanguageChange = () => Promise.resolve();

/** Locale files in memory; `broken` namespaces fail to download. */
function fakeFiles(broken: string[] = []) {
  const reads = vi.fn((namespace: string) =>
    broken.includes(namespace)
      ? Promise.reject(new Error('offline'))
      : Promise.resolve(
          {
            auth: { title: 'Logowanie', challenge: { retry: 'Spróbuj ponownie' } },
            common: { languageCurrent: 'Język: {{lang}}' },
            terms: { patient: [{ heading: '§1', paragraphs: ['Tekst'] }] },
            domain: {
              'validation.required': 'To pole jest wymagane',
              'validation.max': 'Max {max}',
            },
          }[namespace] ?? {},
        ),
  );
  const namespaces = ['auth', 'common', 'terms', 'domain'];
  const files = {
    pl: Object.fromEntries(namespaces.map((ns) => [ns, () => reads(ns)])),
    en: {},
    ua: {},
  };
  return { files, reads };
}

/** What a component that suspends throws: the promise to wait for. */
function suspension(read: () => unknown): Promise<unknown> {
  try {
    read();
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  throw new Error('did not suspend');
}

describe('lookUp and fillIn', () => {
  it('reads flat keys as written and dotted paths into nested texts, as i18next does', () => {
    expect(lookUp({ 'validation.required': 'x' }, 'validation.required')).toBe('x');
    expect(lookUp({ challenge: { retry: 'y' } }, 'challenge.retry')).toBe('y');
    expect(lookUp({ challenge: {} }, 'challenge.retry')).toBeUndefined();
    expect(lookUp(undefined, 'a')).toBeUndefined();
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillIn('Język: {{lang}}', { lang: 'PL' })).toBe('Język: PL');
    expect(fillIn('Język: {{ lang }} {{other}}', { lang: 'EN' })).toBe('Język: EN {{other}}');
  });
});

describe('createTextStore', () => {
  it('answers from preloaded namespaces at once, and a missing key as itself', async () => {
    const { files } = fakeFiles();
    const store = createTextStore(files);
    await store.preload('pl', ['auth', 'common']);
    const texts = store.texts('pl', noLanguageChange);
    expect(texts.text('auth:title')).toBe('Logowanie');
    expect(texts.text('auth:challenge.retry')).toBe('Spróbuj ponownie');
    expect(texts.text('common:languageCurrent', { lang: 'PL' })).toBe('Język: PL');
    expect(texts.text('auth:nothing')).toBe('auth:nothing');
  });

  it('suspends on a namespace not loaded yet, downloads it once, then answers', async () => {
    const { files, reads } = fakeFiles();
    const store = createTextStore(files);
    const texts = store.texts('pl', noLanguageChange);
    const first = suspension(() => texts.domainMessage('validation.required'));
    const second = suspension(() => texts.textObject('terms:patient'));
    const third = suspension(() => texts.domainMessage('validation.max', { max: 3 }));
    await Promise.all([first, second, third]);
    expect(texts.domainMessage('validation.required')).toBe('To pole jest wymagane');
    expect(texts.domainMessage('validation.max', { max: 3 })).toBe('Max 3');
    expect(texts.domainMessage('Już przetłumaczone przez serwer')).toBe(
      'Już przetłumaczone przez serwer',
    );
    expect(texts.textObject('terms:patient')).toEqual([{ heading: '§1', paragraphs: ['Tekst'] }]);
    expect(reads.mock.calls.map(([namespace]) => namespace)).toEqual(['domain', 'terms']);
  });

  it('shows keys after a failed download instead of asking again in a loop', async () => {
    const { files, reads } = fakeFiles(['terms']);
    const store = createTextStore(files);
    const texts = store.texts('pl', noLanguageChange);
    await suspension(() => texts.text('terms:patientTitle'));
    expect(texts.text('terms:patientTitle')).toBe('terms:patientTitle');
    expect(reads).toHaveBeenCalledTimes(1);
    // Asked for again on purpose (the page's retry), it is downloaded again.
    await expect(store.preload('pl', ['terms'])).rejects.toThrow('offline');
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
