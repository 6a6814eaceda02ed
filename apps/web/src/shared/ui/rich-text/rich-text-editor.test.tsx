import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { RichTextField } from './rich-text-field';
import { LOAD_VALUE_META, RichTextLimit } from './rich-text-limit';

beforeAll(async () => {
  await initTestI18n();
  // jsdom lays nothing out; ProseMirror asks where the caret is to scroll it into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function Harness({
  onChange,
  initial = '',
}: {
  onChange: (html: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Notatki"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

/** The editor is loaded lazily: the first render waits for its chunk. */
const findEditor = () => screen.findByRole('textbox', { name: 'Notatki' }, { timeout: 5000 });

function clipboard(data: Record<string, string>) {
  return {
    clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  };
}

describe('RichTextField', () => {
  it('is a labelled multi-line text box with a named formatting toolbar', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} initial="<p>Alergia</p>" />);
    const editor = await findEditor();
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.innerHTML).toBe('<p>Alergia</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie: Notatki' });
    for (const name of [
      'Pogrubienie',
      'Kursywa',
      'Podkreślenie',
      'Lista punktowana',
      'Lista numerowana',
    ]) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`)).not.toBeNull();
    }
    expect(screen.getByText('7 / 1000')).toBeTruthy();
  });

  it('keeps only our tags of pasted HTML and reports the note', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const editor = await findEditor();
    fireEvent.paste(
      editor,
      clipboard({
        'text/html':
          '<p style="color:red" onclick="steal()"><strong>Uwaga</strong> <a href="https://x">link</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Uwaga</strong> link</p>'),
    );
    expect(editor.querySelector('a, img, script, [style], [onclick]')).toBeNull();
    expect(screen.getByText('10 / 1000')).toBeTruthy();
  });

  it('pastes plain text as text, never as markup', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const editor = await findEditor();
    fireEvent.paste(editor, clipboard({ 'text/plain': '<b>nie pogrubiaj</b>' }));
    await waitFor(() => expect(editor.textContent).toBe('<b>nie pogrubiaj</b>'));
    expect(editor.querySelector('b, strong')).toBeNull();
  });

  it('marks the counter and the text box when the text is over 1000 characters', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} initial={`<p>${'a'.repeat(1001)}</p>`} />);
    const editor = await findEditor();
    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows which format is on in its toolbar button', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} initial="<p>Alergia</p>" />);
    await findEditor();
    const bold = screen.getByRole('button', { name: 'Pogrubienie' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('RichTextLimit', () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());

  const create = (content: string) =>
    (editor = new Editor({
      extensions: [StarterKit, RichTextLimit.configure({ max: 5 })],
      content,
    }));

  it('stops typing at the limit, counting the text as the domain does', () => {
    const note = create('<p>abcd</p>');
    note.commands.setTextSelection(5); // after 'abcd'
    note.commands.insertContent('xyz');
    expect(note.getText()).toBe('abcd');
    note.commands.insertContent('e');
    expect(note.getText()).toBe('abcde');
    note.commands.insertContent('f');
    expect(note.getText()).toBe('abcde');
  });

  it('lets a paste go over the limit (the counter then refuses the save) and deleting from it', () => {
    const note = create('<p>abcd</p>');
    note.view.dispatch(note.state.tr.insertText('xyz', 1).setMeta('paste', true));
    expect(note.getText()).toBe('xyzabcd');
    note.view.dispatch(note.state.tr.delete(1, 2));
    expect(note.getText()).toBe('yzabcd');
  });

  it('always loads the form’s value', () => {
    const note = create('');
    note.chain().setMeta(LOAD_VALUE_META, true).setContent('<p>abcdefgh</p>').run();
    expect(note.getText()).toBe('abcdefgh');
  });
});
