import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { drawStroke, FAKE_PNG, fakeCanvasInEachTest } from '../../../test/fake-canvas';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SignaturePad } from './signature-pad';

const LABELS = {
  label: 'Podpis pacjenta',
  hint: 'Podpisz się palcem',
  clear: 'Wyczyść podpis',
  signed: 'Podpis złożony',
};

const pad = () => screen.getByRole('img', { name: LABELS.label });
const clearButton = () => screen.getByRole<HTMLButtonElement>('button', { name: LABELS.clear });

beforeAll(async () => {
  await initTestI18n();
});

fakeCanvasInEachTest();

describe('SignaturePad', () => {
  it('starts empty: no signature, nothing to clear', () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad labels={LABELS} onChange={onChange} />);
    expect(pad().getAttribute('data-signed')).toBe('false');
    expect(clearButton().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain(LABELS.hint);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives a PNG data URL once something is drawn', () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad labels={LABELS} onChange={onChange} />);
    drawStroke(pad(), 50, 350);
    expect(onChange).toHaveBeenLastCalledWith(FAKE_PNG);
    expect(pad().getAttribute('data-signed')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain(LABELS.signed);
  });

  it('does not count a tap as a signature', () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad labels={LABELS} onChange={onChange} />);
    drawStroke(pad(), 100, 100);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(pad().getAttribute('data-signed')).toBe('false');
  });

  it('is empty again after clearing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad labels={LABELS} onChange={onChange} />);
    drawStroke(pad(), 50, 350);
    await userEvent.click(clearButton());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(pad().getAttribute('data-signed')).toBe('false');
    expect(clearButton().disabled).toBe(true);
  });

  it('shows the form’s error under the pad', () => {
    renderWithProviders(
      <SignaturePad labels={LABELS} onChange={() => undefined} error="Złóż podpis" />,
    );
    expect(screen.getByRole('status').textContent).toContain('Złóż podpis');
  });
});
