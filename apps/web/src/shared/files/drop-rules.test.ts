import { describe, expect, it } from 'vitest';
import { applyDropRules, DEFAULT_DROP_RULES, extensionOf } from './drop-rules';

function file(name: string, size = 10): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('applyDropRules', () => {
  it('takes files within the limits, in order', () => {
    const { files, rejections } = applyDropRules(
      [],
      [file('a.png'), file('b.pdf')],
      DEFAULT_DROP_RULES,
    );
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.pdf']);
    expect(rejections).toEqual([]);
  });

  it('refuses a name already attached', () => {
    const { files, rejections } = applyDropRules(
      [],
      [file('pan.png'), file('ceph.png')],
      DEFAULT_DROP_RULES,
      ['pan.png'],
    );
    expect(files.map((f) => f.name)).toEqual(['ceph.png']);
    expect(rejections).toEqual([{ name: 'pan.png', reason: 'duplicate' }]);
  });

  it('refuses a type outside the accept list, ignoring the case of the extension', () => {
    const rules = { ...DEFAULT_DROP_RULES, accept: ['png', 'jpg'] };
    const { files, rejections } = applyDropRules([], [file('scan.PNG'), file('notes.exe')], rules);
    expect(files.map((f) => f.name)).toEqual(['scan.PNG']);
    expect(rejections).toEqual([{ name: 'notes.exe', reason: 'type' }]);
  });

  it('refuses a file over the size limit and an empty file', () => {
    const rules = { ...DEFAULT_DROP_RULES, maxBytes: 100 };
    const { rejections } = applyDropRules([], [file('big.png', 101), file('empty.png', 0)], rules);
    expect(rejections).toEqual([
      { name: 'big.png', reason: 'tooLarge' },
      { name: 'empty.png', reason: 'rejected' },
    ]);
  });

  it('accepts exactly the size limit', () => {
    const rules = { ...DEFAULT_DROP_RULES, maxBytes: 100 };
    expect(applyDropRules([], [file('edge.png', 100)], rules).rejections).toEqual([]);
  });

  it('refuses a name already chosen', () => {
    const { files, rejections } = applyDropRules(
      [file('a.png')],
      [file('a.png')],
      DEFAULT_DROP_RULES,
    );
    expect(files).toHaveLength(1);
    expect(rejections).toEqual([{ name: 'a.png', reason: 'duplicate' }]);
  });

  it('stops at the maximum number of files (15 by default)', () => {
    const chosen = Array.from({ length: 14 }, (_, i) => file(`f${i}.png`));
    const { files, rejections } = applyDropRules(
      chosen,
      [file('x.png'), file('y.png')],
      DEFAULT_DROP_RULES,
    );
    expect(files).toHaveLength(15);
    expect(rejections).toEqual([{ name: 'y.png', reason: 'tooMany' }]);
  });

  it('replaces the chosen file in single-file mode', () => {
    const rules = { ...DEFAULT_DROP_RULES, single: true };
    const { files, rejections } = applyDropRules([file('old.png')], [file('new.png')], rules);
    expect(files.map((f) => f.name)).toEqual(['new.png']);
    expect(rejections).toEqual([]);
  });

  it('keeps the chosen list unchanged when every dropped file is refused', () => {
    const chosen = [file('a.png')];
    const rules = { ...DEFAULT_DROP_RULES, accept: ['png'] };
    expect(applyDropRules(chosen, [file('b.exe')], rules).files).toEqual(chosen);
  });
});

describe('helpers', () => {
  it('reads extensions in lower case, none without a dot', () => {
    expect(extensionOf('Skan.Final.JPEG')).toBe('jpeg');
    expect(extensionOf('README')).toBe('');
  });
});
