import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

beforeAll(initTestI18n);

function Harness({
  onChange,
  initial = '',
}: {
  onChange: (html: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Notatki"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

function clipboard(data: Record<string, string>) {
  return { clipboardData: { getData: (type: string) => data[type] ?? '' } };
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with a formatting toolbar', () => {
    renderWithProviders(<Harness onChange={vi.fn()} initial="<p>Alergia</p>" />);
    const editor = screen.getByRole('textbox', { name: 'Notatki' });
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
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
    expect(screen.getByText('7 / 1000')).toBeTruthy();
  });

  it('counts the text live as it is typed', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Notatki' });
    editor.innerHTML = '<p><b>Pilne</b> badanie</p>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith('<p><b>Pilne</b> badanie</p>');
    expect(screen.getByText('13 / 1000')).toBeTruthy();
  });

  it('keeps only our tags of pasted HTML', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Notatki' });
    fireEvent.paste(
      editor,
      clipboard({
        'text/html':
          '<p style="color:red" onclick="steal()"><strong>Uwaga</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="https://x">link</a>',
      }),
    );
    expect(editor.innerHTML).toBe('<p><strong>Uwaga</strong></p>link');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Uwaga</strong></p>link');
  });

  it('pastes plain text as text, never as markup', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Notatki' });
    fireEvent.paste(editor, clipboard({ 'text/plain': '<b>nie pogrubiaj</b>' }));
    expect(editor.querySelector('b')).toBeNull();
    expect(editor.textContent).toBe('<b>nie pogrubiaj</b>');
  });

  it('marks the counter when the text is over 1000 characters', () => {
    renderWithProviders(<Harness onChange={vi.fn()} initial={`<p>${'a'.repeat(1001)}</p>`} />);
    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Notatki' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
