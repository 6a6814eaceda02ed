import { ROLES, type Role } from '@portal/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import terms from '../../locales/pl/terms.json';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { isScrolledToBottom, TermsDialog } from './terms-dialog';

const DOCTOR_TERMS_ROLES: readonly Role[] = [
  'Doctor',
  'DentalOffice',
  'Laboratory',
  'DescribingDoctor',
];
const PATIENT_TERMS_ROLES = ROLES.filter((role) => !DOCTOR_TERMS_ROLES.includes(role));

/** jsdom lays nothing out: give every element a long text in a short box until restored. */
function layOutLongText(): () => void {
  const saved = ['scrollHeight', 'clientHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
  );
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get: () => 5_000,
  });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 500 });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
      else Reflect.deleteProperty(Element.prototype, name);
    }
  };
}

/** Scrolls the terms text so that `remaining` px are left below the visible part. */
function scrollTermsTo(remaining: number): void {
  const content = screen.getByTestId('terms-content');
  Object.defineProperty(content, 'scrollHeight', { configurable: true, value: 5_000 });
  Object.defineProperty(content, 'clientHeight', { configurable: true, value: 500 });
  Object.defineProperty(content, 'scrollTop', {
    configurable: true,
    value: 5_000 - 500 - remaining,
  });
  fireEvent.scroll(content);
}

const acceptButton = () => screen.getByRole<HTMLButtonElement>('button', { name: terms.accept });

let restoreLayout: (() => void) | null = null;

beforeAll(initTestI18n);

afterEach(() => {
  restoreLayout?.();
  restoreLayout = null;
});

describe('isScrolledToBottom', () => {
  it('is true within 200 px of the end and false beyond', () => {
    expect(isScrolledToBottom({ scrollHeight: 1_000, clientHeight: 300, scrollTop: 500 })).toBe(
      true,
    );
    expect(isScrolledToBottom({ scrollHeight: 1_000, clientHeight: 300, scrollTop: 499 })).toBe(
      false,
    );
    expect(isScrolledToBottom({ scrollHeight: 1_000, clientHeight: 300, scrollTop: 700 })).toBe(
      true,
    );
    expect(isScrolledToBottom({ scrollHeight: 1_000, clientHeight: 300, scrollTop: 0 })).toBe(
      false,
    );
  });

  it('is true for a text that fits without scrolling', () => {
    expect(isScrolledToBottom({ scrollHeight: 300, clientHeight: 300, scrollTop: 0 })).toBe(true);
  });
});

describe('TermsDialog', () => {
  it.each(DOCTOR_TERMS_ROLES)('shows the doctor terms to %s', (role) => {
    renderWithProviders(<TermsDialog open role={role} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: terms.doctorTitle });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      terms.doctor.map((section) => section.heading),
    );
    expect(within(dialog).getByText(terms.doctor[0]!.paragraphs[0]!)).toBeTruthy();
    expect(within(dialog).queryByText(terms.patient[0]!.paragraphs[0]!)).toBeNull();
  });

  it.each([...PATIENT_TERMS_ROLES, null])('shows the patient terms to %s', (role) => {
    renderWithProviders(<TermsDialog open role={role} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: terms.patientTitle });
    expect(within(dialog).getByText(terms.patient[0]!.paragraphs[0]!)).toBeTruthy();
    expect(within(dialog).queryByText(terms.doctor[0]!.paragraphs[0]!)).toBeNull();
  });

  it('lets a keyboard reach the scrolling text: focusable, named after the dialog', () => {
    renderWithProviders(<TermsDialog open role="Doctor" onClose={vi.fn()} onAccept={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: terms.doctorTitle });
    const text = within(dialog).getByRole('region', { name: terms.doctorTitle });
    expect(text.getAttribute('tabindex')).toBe('0');
    text.focus();
    expect(document.activeElement).toBe(text);
  });

  it('enables Accept only once the text is scrolled to within 200 px of its end', async () => {
    restoreLayout = layOutLongText();
    const onAccept = vi.fn();
    renderWithProviders(<TermsDialog open role="Doctor" onAccept={onAccept} onClose={vi.fn()} />);

    expect(acceptButton().disabled).toBe(true);
    expect(screen.getByText(terms.scrollHint)).toBeTruthy();

    scrollTermsTo(201);
    expect(acceptButton().disabled).toBe(true);

    scrollTermsTo(200);
    expect(acceptButton().disabled).toBe(false);
    expect(screen.queryByText(terms.scrollHint)).toBeNull();

    // Scrolling back up does not take the acceptance away.
    scrollTermsTo(4_000);
    expect(acceptButton().disabled).toBe(false);

    await userEvent.setup().click(acceptButton());
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('enables Accept at once for a text that fits', () => {
    // jsdom reports every size as 0: the whole text is visible.
    renderWithProviders(<TermsDialog open role="Patient" onAccept={vi.fn()} onClose={vi.fn()} />);
    expect(acceptButton().disabled).toBe(false);
  });

  it('keeps Accept and Close disabled while the acceptance is being saved', async () => {
    let finish: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (finish = resolve));
    const onAccept = vi.fn(() => saved);
    renderWithProviders(<TermsDialog open role="Patient" onAccept={onAccept} onClose={vi.fn()} />);

    await userEvent.setup().click(acceptButton());
    const close = screen.getByRole<HTMLButtonElement>('button', { name: terms.close });
    expect(acceptButton().disabled).toBe(true);
    expect(close.disabled).toBe(true);

    await act(() => {
      finish();
      return saved;
    });
    expect(acceptButton().disabled).toBe(false);
    expect(close.disabled).toBe(false);
  });

  it('only shows the terms, with Close, when nothing needs accepting', async () => {
    const onClose = vi.fn();
    renderWithProviders(<TermsDialog open role="Doctor" onClose={onClose} />);
    expect(screen.queryByRole('button', { name: terms.accept })).toBeNull();
    expect(screen.queryByText(terms.scrollHint)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: terms.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
