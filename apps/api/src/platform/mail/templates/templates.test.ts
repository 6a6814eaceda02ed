import { LANGS, type Lang } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../html.js';
import { renderMail, type MailContent } from './index.js';
import type { StudyNoticeParams } from './study-notice.js';
import { portalLink } from './layout.js';

const PUBLIC_URL = 'https://portal.example';
const NAME = 'Zofia <b>Żółć</b> & "Ania"';

const CASES: { content: MailContent; path: string }[] = [
  {
    content: { template: 'account-confirmation', params: { name: NAME, token: 'tok/1+=' } },
    path: '/login',
  },
  {
    content: {
      template: 'account-invitation',
      params: { name: NAME, token: 'tok/1+=', login: 'anna@example.com', validForDays: 7 },
    },
    path: '/reset-password',
  },
  {
    content: {
      template: 'password-reset',
      params: { name: NAME, token: 'tok/1+=', validForMinutes: 60 },
    },
    path: '/reset-password',
  },
  {
    content: {
      template: 'results-ready',
      params: { name: NAME, token: 'tok/1+=', expiresAt: '03.12.2026, 14:30' },
    },
    path: '/patient-studies',
  },
  {
    content: {
      template: 'scheduling-link',
      params: { name: NAME, token: 'tok/1+=', expiresAt: '03.12.2026, 14:30' },
    },
    path: '/schedule-appointment',
  },
];

const SUBJECTS: Record<MailContent['template'], Record<Lang, string>> = {
  'account-confirmation': {
    pl: 'Potwierdź adres e-mail w Portalu RTG',
    en: 'Confirm your e-mail address in Portal RTG',
    ua: 'Підтвердьте адресу електронної пошти в Portal RTG',
  },
  // The 'verified' notice's; 'signupExisting' has its own below.
  'account-notice': {
    pl: 'Twoje konto w Portalu RTG zostało zweryfikowane',
    en: 'Your Portal RTG account has been verified',
    ua: 'Ваш обліковий запис у Portal RTG перевірено',
  },
  // The 'suspended' action's; the others are in their own test below.
  'account-moderation': {
    pl: 'Twoje konto w Portalu RTG zostało zawieszone',
    en: 'Your Portal RTG account has been suspended',
    ua: 'Ваш обліковий запис у Portal RTG призупинено',
  },
  'account-invitation': {
    pl: 'Twoje konto w Portalu RTG',
    en: 'Your Portal RTG account',
    ua: 'Ваш обліковий запис у Portal RTG',
  },
  'password-reset': {
    pl: 'Zmiana hasła w Portalu RTG',
    en: 'Reset your Portal RTG password',
    ua: 'Зміна пароля в Portal RTG',
  },
  'appointment-booked': {
    pl: 'Wizyta została umówiona',
    en: 'Your appointment is booked',
    ua: 'Візит заплановано',
  },
  'appointment-reminder': {
    pl: 'Przypomnienie o wizycie',
    en: 'Appointment reminder',
    ua: 'Нагадування про візит',
  },
  'results-ready': {
    pl: 'Wyniki Twojego badania są gotowe',
    en: 'Your examination results are ready',
    ua: 'Результати вашого обстеження готові',
  },
  'scheduling-link': {
    pl: 'Umów wizytę w Portalu RTG',
    en: 'Book your appointment in Portal RTG',
    ua: 'Запишіться на візит у Portal RTG',
  },
  // The 'assigned' notice's (complaint 7); the digest's is in its own test below.
  'complaint-notice': {
    pl: 'Przydzielono Ci reklamację nr 7',
    en: 'Complaint no. 7 has been assigned to you',
    ua: 'Вам доручено скаргу № 7',
  },
  'council-invitation': {
    pl: 'Zaproszenie do konsylium w Portalu RTG',
    en: 'Council invitation in Portal RTG',
    ua: 'Запрошення до консиліуму в Portal RTG',
  },
  'study-notice': {
    pl: 'Badanie Twojego pacjenta zostało wykonane',
    en: "Your patient's study has been performed",
    ua: 'Обстеження вашого пацієнта виконано',
  },
};

describe.each(CASES)('$content.template', ({ content, path }) => {
  it.each(LANGS)('renders the subject, an HTML and a text body in %s with the link', (lang) => {
    const mail = renderMail(content, lang, PUBLIC_URL);
    const link = `${PUBLIC_URL}${path}?token=tok%2F1%2B%3D&lang=${lang}`;

    expect(mail.subject).toBe(SUBJECTS[content.template][lang]);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain(NAME);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html).toContain(`lang="${lang === 'ua' ? 'uk' : lang}"`);
  });

  it('escapes what it is given in the HTML body', () => {
    const mail = renderMail(content, 'pl', PUBLIC_URL);
    expect(mail.html).toContain('Zofia &lt;b&gt;Żółć&lt;/b&gt; &amp; &quot;Ania&quot;');
    expect(mail.html).not.toContain('<b>Żółć</b>');
  });

  it('speaks each language in its own words', () => {
    const bodies = LANGS.map((lang) => renderMail(content, lang, PUBLIC_URL).text);
    expect(new Set(bodies).size).toBe(3);
    expect(bodies[2]).toMatch(/[а-яіїєґ]/);
  });
});

describe('password-reset', () => {
  it('tells how long the link works', () => {
    const content: MailContent = {
      template: 'password-reset',
      params: { token: 't', validForMinutes: 45 },
    };
    expect(renderMail(content, 'pl', PUBLIC_URL).text).toContain('Link wygasa po 45 min.');
    expect(renderMail(content, 'en', PUBLIC_URL).text).toContain('The link expires in 45 min.');
    expect(renderMail(content, 'ua', PUBLIC_URL).text).toContain('Посилання дійсне 45 хв.');
  });

  it('greets without a name when none is given', () => {
    const mail = renderMail(
      { template: 'password-reset', params: { token: 't', validForMinutes: 45 } },
      'pl',
      PUBLIC_URL,
    );
    expect(mail.text.startsWith('Dzień dobry!\n')).toBe(true);
  });
});

describe('account-notice', () => {
  it.each(LANGS)('tells in %s that the account was verified, with a link to sign in', (lang) => {
    const mail = renderMail(
      { template: 'account-notice', params: { notice: 'verified', name: NAME } },
      lang,
      PUBLIC_URL,
    );
    expect(mail.subject).toBe(SUBJECTS['account-notice'][lang]);
    expect(mail.text).toContain(`${PUBLIC_URL}/login?lang=${lang}`);
    expect(mail.html).toContain('Zofia &lt;b&gt;Żółć&lt;/b&gt;');
  });

  it('tells the owner of an address that someone signed up with it', () => {
    const mail = renderMail(
      { template: 'account-notice', params: { notice: 'signupExisting' } },
      'pl',
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('Próba rejestracji w Portalu RTG');
    expect(mail.text).toContain('z Twoim kontem nic się nie stało');
  });
});

describe('account-moderation', () => {
  it.each(LANGS)('tells in %s until when the account is suspended and why', (lang) => {
    const mail = renderMail(
      {
        template: 'account-moderation',
        params: { action: 'suspended', name: NAME, until: '04.12.2026 18:00', text: 'A <i>\n\nB' },
      },
      lang,
      PUBLIC_URL,
    );
    expect(mail.subject).toBe(SUBJECTS['account-moderation'][lang]);
    expect(mail.text).toContain('04.12.2026 18:00');
    expect(mail.html).toContain('<p>A &lt;i&gt;</p>');
    expect(mail.html).toContain('<p>B</p>');
    expect(mail.html).not.toContain('href=');
  });

  it('words each action in its own way, with a sign-in button only once restored', () => {
    const actions = ['warned', 'suspended', 'blocked', 'restored', 'deleted'] as const;
    const mails = actions.map((action) =>
      renderMail({ template: 'account-moderation', params: { action } }, 'pl', PUBLIC_URL),
    );
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(actions.length);
    expect(mails.map((mail) => mail.html.includes(`${PUBLIC_URL}/login?lang=pl`))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('portalLink', () => {
  it('keeps a path prefix of PUBLIC_URL and encodes the query', () => {
    expect(portalLink('https://example.org/portal', '/login', { token: 'a b&c' })).toBe(
      'https://example.org/portal/login?token=a+b%26c',
    );
  });
});

describe('appointment-reminder', () => {
  const reminder = (phone?: string): MailContent => ({
    template: 'appointment-reminder',
    params: {
      name: NAME,
      when: 'czwartek, 26.11.2026, 10:00',
      branchName: 'Warszawa Mokotów',
      address: 'ul. Puławska 1, 02-515 Warszawa',
      ...(phone ? { phone } : {}),
    },
  });

  it.each(LANGS)('says when and where in %s, with a button to call the branch', (lang) => {
    const mail = renderMail(reminder('+48 22 100 20 30'), lang, PUBLIC_URL);
    expect(mail.subject).toBe(SUBJECTS['appointment-reminder'][lang]);
    expect(mail.text).toContain('czwartek, 26.11.2026, 10:00');
    expect(mail.text).toContain('Warszawa Mokotów');
    expect(mail.text).toContain('ul. Puławska 1, 02-515 Warszawa');
    expect(mail.html).toContain('href="tel:+48221002030"');
    expect(mail.html).toContain('Zofia &lt;b&gt;Żółć&lt;/b&gt;');
  });

  it('asks to contact the branch, without a button, when it has no phone', () => {
    const mail = renderMail(reminder(), 'pl', PUBLIC_URL);
    expect(mail.text).toContain('Jeśli nie możesz przyjść, skontaktuj się z pracownią.');
    expect(mail.html).not.toContain('href=');
  });
});

describe('scheduling-link', () => {
  it.each(LANGS)('tells in %s until when the link works and that it works once', (lang) => {
    const mail = renderMail(
      { template: 'scheduling-link', params: { token: 't', expiresAt: '03.12.2026, 14:30' } },
      lang,
      PUBLIC_URL,
    );
    expect(mail.text).toContain('03.12.2026, 14:30');
    expect(mail.text).toContain(`${PUBLIC_URL}/schedule-appointment?token=t&lang=${lang}`);
  });
});

describe('appointment-booked', () => {
  it.each(LANGS)('says when and where in %s', (lang) => {
    const mail = renderMail(
      {
        template: 'appointment-booked',
        params: {
          name: NAME,
          when: 'czwartek, 26.11.2026, 10:00',
          branchName: 'Warszawa Mokotów',
          address: 'ul. Puławska 1, 02-515 Warszawa',
          phone: '+48 22 100 20 30',
        },
      },
      lang,
      PUBLIC_URL,
    );
    expect(mail.subject).toBe(SUBJECTS['appointment-booked'][lang]);
    expect(mail.text).toContain('czwartek, 26.11.2026, 10:00');
    expect(mail.text).toContain('Warszawa Mokotów');
    expect(mail.text).toContain('ul. Puławska 1, 02-515 Warszawa');
    expect(mail.html).toContain('href="tel:+48221002030"');
  });
});

describe('study-notice', () => {
  const notice = (params: Partial<StudyNoticeParams> = {}): MailContent => ({
    template: 'study-notice',
    params: {
      kind: 'performed',
      name: NAME,
      studyId: 42,
      studyType: 'CBCT <szczęka>',
      studyDate: '26.11.2026',
      branchName: 'Warszawa Mokotów',
      ...params,
    },
  });

  it.each(LANGS)('names the study, not its patient, and links to it in %s', (lang) => {
    const mail = renderMail(notice(), lang, PUBLIC_URL);
    expect(mail.subject).toBe(SUBJECTS['study-notice'][lang]);
    expect(mail.text).toContain('CBCT <szczęka>');
    expect(mail.text).toContain('26.11.2026');
    expect(mail.text).toContain('Warszawa Mokotów');
    expect(mail.text).toContain(`\n${PUBLIC_URL}/studies/view/42\n`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/studies/view/42"`);
    expect(mail.html).toContain('CBCT &lt;szczęka&gt;');
  });

  it('tells a describer the deadline and the request, and CITO in the subject', () => {
    const mail = renderMail(
      notice({ kind: 'assigned', dueDate: '30.11.2026, 14:00', urgent: true, comment: 'Ząb 36' }),
      'pl',
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('CITO: nowe badanie do opisu');
    expect(mail.text).toContain('Termin opisu: 30.11.2026, 14:00.');
    expect(mail.text).toContain('Uwagi do opisu: Ząb 36');
  });

  it.each(['shared', 'description'] as const)('has its own subject for %s', (kind) => {
    const subjects = LANGS.map((lang) => renderMail(notice({ kind }), lang, PUBLIC_URL).subject);
    expect(subjects).not.toContain(SUBJECTS['study-notice'].pl);
    expect(new Set(subjects).size).toBe(3);
  });
});

describe('complaint-notice', () => {
  const line = { id: 7, type: 'Doctor', dueDate: '03.12.2026, 14:30', overdue: false };

  it.each(LANGS)('names the complaint by number, type and due date and links it (%s)', (lang) => {
    const mail = renderMail(
      { template: 'complaint-notice', params: { kind: 'assigned', name: NAME, complaint: line } },
      lang,
      PUBLIC_URL,
    );
    expect(mail.subject).toBe(SUBJECTS['complaint-notice'][lang]);
    expect(mail.text).toContain('03.12.2026, 14:30');
    expect(mail.text).toContain(`${PUBLIC_URL}/complaints/7?lang=${lang}`);
  });

  it('lists a digest, overdue ones marked', () => {
    const mail = renderMail(
      {
        template: 'complaint-notice',
        params: {
          kind: 'digest',
          complaints: [line, { ...line, id: 8, type: 'Patient', overdue: true }],
          total: 5,
        },
      },
      'pl',
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('Reklamacje do rozpatrzenia: 5');
    expect(mail.text).toContain('…oraz 3 kolejnych.');
    expect(mail.text).toContain('Reklamacja nr 7 (lekarza), termin: 03.12.2026, 14:30\n');
    expect(mail.text).toContain(
      'Reklamacja nr 8 (pacjenta), termin: 03.12.2026, 14:30 – po terminie',
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/complaints?lang=pl`);
  });
});

describe('council-invitation', () => {
  it.each(LANGS)('names the inviter and the council and leads to the sign-up (%s)', (lang) => {
    const mail = renderMail(
      {
        template: 'council-invitation',
        params: { council: 'Ząb 36 <b>', inviter: 'dr Anna Nowak' },
      },
      lang,
      PUBLIC_URL,
    );
    expect(mail.subject).toBe(SUBJECTS['council-invitation'][lang]);
    expect(mail.text).toContain('dr Anna Nowak');
    expect(mail.text).toContain('Ząb 36 <b>');
    expect(mail.html).toContain('Ząb 36 &lt;b&gt;');
    expect(mail.text).toContain(`${PUBLIC_URL}/signup?lang=${lang}`);
  });
});
