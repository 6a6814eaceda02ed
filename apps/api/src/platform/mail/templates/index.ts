import type { Lang } from '@portal/domain';
import { appointmentBooked, type AppointmentBookedParams } from './appointment-booked.js';
import { appointmentReminder, type AppointmentReminderParams } from './appointment-reminder.js';
import { accountConfirmation, type AccountConfirmationParams } from './account-confirmation.js';
import { accountInvitation, type AccountInvitationParams } from './account-invitation.js';
import { accountModeration, type AccountModerationParams } from './account-moderation.js';
import { accountNotice, type AccountNoticeParams } from './account-notice.js';
import { complaintNotice, type ComplaintNoticeParams } from './complaint-notice.js';
import { councilInvitation, type CouncilInvitationParams } from './council-invitation.js';
import type { RenderedMail } from './layout.js';
import { passwordReset, type PasswordResetParams } from './password-reset.js';
import { resultsReady, type ResultsReadyParams } from './results-ready.js';
import { schedulingLink, type SchedulingLinkParams } from './scheduling-link.js';
import { studyNotice, type StudyNoticeParams } from './study-notice.js';

export type { RenderedMail } from './layout.js';

/** A template and its parameters; adding a template is one line here and one file beside it. */
export type MailContent =
  | { template: 'account-confirmation'; params: AccountConfirmationParams }
  | { template: 'appointment-booked'; params: AppointmentBookedParams }
  | { template: 'appointment-reminder'; params: AppointmentReminderParams }
  | { template: 'account-invitation'; params: AccountInvitationParams }
  | { template: 'account-moderation'; params: AccountModerationParams }
  | { template: 'account-notice'; params: AccountNoticeParams }
  | { template: 'complaint-notice'; params: ComplaintNoticeParams }
  | { template: 'council-invitation'; params: CouncilInvitationParams }
  | { template: 'password-reset'; params: PasswordResetParams }
  | { template: 'results-ready'; params: ResultsReadyParams }
  | { template: 'scheduling-link'; params: SchedulingLinkParams }
  | { template: 'study-notice'; params: StudyNoticeParams };

export type MailTemplateName = MailContent['template'];

export function renderMail(content: MailContent, lang: Lang, publicUrl: string): RenderedMail {
  switch (content.template) {
    case 'account-confirmation':
      return accountConfirmation(lang, content.params, publicUrl);
    case 'appointment-booked':
      return appointmentBooked(lang, content.params);
    case 'appointment-reminder':
      return appointmentReminder(lang, content.params);
    case 'account-invitation':
      return accountInvitation(lang, content.params, publicUrl);
    case 'account-moderation':
      return accountModeration(lang, content.params, publicUrl);
    case 'account-notice':
      return accountNotice(lang, content.params, publicUrl);
    case 'complaint-notice':
      return complaintNotice(lang, content.params, publicUrl);
    case 'council-invitation':
      return councilInvitation(lang, content.params, publicUrl);
    case 'password-reset':
      return passwordReset(lang, content.params, publicUrl);
    case 'results-ready':
      return resultsReady(lang, content.params, publicUrl);
    case 'scheduling-link':
      return schedulingLink(lang, content.params, publicUrl);
    case 'study-notice':
      return studyNotice(lang, content.params, publicUrl);
  }
}
