import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';

/**
 * Typed documents of the web from `documents`. `asStrings`: the documents as plain strings, for
 * the pages that send them before any GraphQL client is loaded (ADR 0033), so they carry neither
 * the parsed documents of every operation nor a printer.
 */
function webDocuments(
  documents: string[],
  { asStrings = false }: { asStrings?: boolean } = {},
): Types.ConfiguredOutput {
  return {
    documents,
    preset: 'client',
    presetConfig: { fragmentMasking: false },
    config: {
      ...(asStrings ? { documentMode: 'string' } : {}),
      useTypeImports: true,
      enumsAsTypes: true,
      scalars: { DateTime: 'string', Date: 'string', Money: 'string', ID: 'string' },
    },
  };
}

/**
 * One schema (the API's SDL files), two outputs: resolver types for the API and typed documents
 * for the web. `npm run codegen` regenerates both; `npm run check` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'apps/api/src/modules/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'apps/api/src/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GraphQLContext',
        // graphql-js serializes a number as an ID: rows keep their integer ids.
        scalars: {
          DateTime: 'Date | string',
          Date: 'string',
          Money: 'string',
          ID: { input: 'string', output: 'string | number' },
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        // What each type's resolvers receive as parent: the row its repository returns (ADR
        // 0022). Fields a row does not answer as the SDL says need a resolver or a loader;
        // graphql/typed-resolvers.ts makes tsc check the fields left to the default resolver.
        mappers: {
          Appointment: '../../modules/appointments/booking-rows.js#AppointmentModel',
          AppointmentSlot: '@portal/domain#AppointmentSlot',
          BookingDeleted: '../../platform/pubsub/events.js#BookingChanged',
          AppConfig: '../../modules/app-config/app-config.repository.js#AppConfigModel',
          AuditLogEntry: '../../modules/audit-log/audit-log.service.js#AuditLogRow',
          AuditLogList: '../../modules/audit-log/audit-log.service.js#AuditLogPage',
          Branch: '../../modules/branches/branches.repository.js#BranchRow',
          BranchConnection: '../../modules/branches/branches.repository.js#BranchPage',
          BranchDeletion: '../../modules/branches/branches.service.js#BranchDeletion',
          ConsentRequest: '../../modules/consents/consent-requests.repository.js#ConsentRequestRow',
          ConsentSubmittedEvent:
            '../../modules/consents/consent-submitted-event.js#ConsentSubmittedEventModel',
          Complaint: '../../modules/complaints/complaints.repository.js#ComplaintModel',
          ComplaintsPage: '../../modules/complaints/complaints.repository.js#ComplaintPage',
          Contact: '../../modules/auth/users.repository.js#ContactModel',
          Council: '../../modules/councils/councils.repository.js#CouncilModel',
          CouncilInvite: '../../modules/councils/councils.repository.js#CouncilInviteModel',
          CouncilMember: '../../modules/councils/councils.loaders.js#CouncilMemberView',
          CouncilPost: '../../modules/councils/councils.repository.js#CouncilPostModel',
          CouncilPostsPage: '../../modules/councils/councils.repository.js#CouncilPostPage',
          Device: '../../modules/common/common.loaders.js#DeviceRow',
          Doctor: '../../modules/doctors/doctors.repository.js#DoctorModel',
          DoctorComment:
            '../../modules/doctor-comments/doctor-comments.repository.js#DoctorCommentRow',
          DoctorsPage: '../../modules/doctors/doctors-list.js#DoctorsPage',
          DoctorStatistics: '../../modules/doctors/doctor-statistics.js#DoctorStatisticsModel',
          KioskConsentRequest: '../../modules/consents/kiosk-request.js#KioskConsentRequestModel',
          Patient: '../../modules/patients/patients.repository.js#PatientRow',
          PatientContact: '../../modules/patients/patients.repository.js#PatientContactRow',
          PatientFile: '../../modules/files/files.repository.js#FileRow',
          PatientsPage: '../../modules/patients/patients.repository.js#PatientPage',
          PatientStudies:
            '../../modules/patient-studies/patient-session.service.js#PatientStudiesResult',
          PatientStudy: '../../modules/patient-studies/patient-session.service.js#PatientStudyView',
          PatientStudyFile:
            '../../modules/patient-studies/patient-session.service.js#PatientStudyFileView',
          PatientStudyLink:
            '../../modules/patient-studies/study-links.repository.js#ActiveStudyLinkRow',
          StudiesLinkSent: '../../modules/patient-studies/study-links.service.js#StudiesLinkSent',
          Study: '../../modules/studies/study-rows.js#StudyModel',
          StudiesPage: '../../modules/studies/studies.repository.js#StudyPage',
          StudyDescriber: '../../modules/studies/studies.loaders.js#StudyDescriberModel',
          DescriberWorkload: '../../modules/studies/describer-workload.js#DescriberWorkloadModel',
          OverdueDescription: '../../modules/studies/describer-workload.js#OverdueDescriptionModel',
          StudyPerson: '../../modules/studies/studies.loaders.js#StudyPersonModel',
          StudyType: '../../modules/study-types/study-types.repository.js#StudyTypeRow',
          Referal: '../../modules/referals/referal-rows.js#ReferalModel',
          ReferalsPage: '../../modules/referals/referals.repository.js#ReferalPage',
          ReferalStudyType: '../../modules/referals/referals.loaders.js#ReferalStudyTypeModel',
          ReferalStudy: '../../modules/referals/referals.loaders.js#ReferalStudyModel',
          Reservation: '../../modules/appointments/booking-rows.js#ReservationModel',
          Software: '../../modules/software/software.repository.js#SoftwareModel',
          StoredFile: '../../modules/files/files.repository.js#FileRow',
          Tablet: '../../modules/tablets/tablets.repository.js#TabletModel',
          User: '../../modules/auth/users.repository.js#UserModel',
          UsersPage: '../../modules/users/user-page.js#UsersPage',
          Message: '../../modules/messages/messages.repository.js#MessageModel',
          MessagesPage: '../../modules/messages/messages.repository.js#MessagePage',
          Visit: '../../modules/visits/visits.repository.js#VisitModel',
          VisitsPage: '../../modules/visits/visits.repository.js#VisitPage',
        },
        mapperTypeSuffix: 'Model',
      },
    },
    'apps/web/src/__generated__/': webDocuments([
      'apps/web/src/**/*.graphql',
      '!apps/web/src/features/auth/api/sign-in.graphql',
      '!apps/web/src/features/auth/api/address-confirmation.graphql',
      '!apps/web/src/features/auth/api/mfa-step.graphql',
      '!apps/web/src/features/auth/api/social-sign-in.graphql',
      '!apps/web/src/features/profile/api/social-connections.graphql',
      '!apps/web/src/features/signup/api/social-signup.graphql',
      '!apps/web/src/features/scheduling/api/scheduling.graphql',
      '!apps/web/src/features/patient-studies/api/patient-studies.graphql',
      '!apps/web/src/features/doctors/api/*.graphql',
      '!apps/web/src/features/visits/api/*.graphql',
      '!apps/web/src/features/complaints/api/*.graphql',
      '!apps/web/src/features/messages/api/*.graphql',
      '!apps/web/src/features/councils/api/*.graphql',
      '!apps/web/src/features/profile/api/doctor-profile.graphql',
    ]),
    // The doctors and facilities pages' documents (issue 20), apart from the module every portal
    // page loads (the kiosk's budget, scripts/web-bundle-size.mjs): only these pages use them.
    'apps/web/src/__generated__/doctors/': webDocuments([
      'apps/web/src/features/doctors/api/*.graphql',
    ]),
    // The coordinators' visits pages' documents (issue 21 §1), apart for the same reason.
    'apps/web/src/__generated__/visits/': webDocuments([
      'apps/web/src/features/visits/api/*.graphql',
    ]),
    // The complaints pages' documents (issue 21 §2), apart for the same reason.
    'apps/web/src/__generated__/complaints/': webDocuments([
      'apps/web/src/features/complaints/api/*.graphql',
    ]),
    // The messages pages' and the top bar's unread badge's documents (issue 22 §2), apart for the
    // same reason: the kiosk never shows the badge.
    'apps/web/src/__generated__/messages/': webDocuments([
      'apps/web/src/features/messages/api/*.graphql',
    ]),
    // The councils pages' and the top bar's invitation badge's documents (issue 22 §1), apart
    // for the same reason.
    'apps/web/src/__generated__/councils/': webDocuments([
      'apps/web/src/features/councils/api/*.graphql',
    ]),
    // What the sign-in page sends before any GraphQL client is loaded (ADR 0033): the documents
    // as plain strings, so the page carries neither the parsed documents of every operation nor
    // a printer.
    'apps/web/src/__generated__/sign-in/': webDocuments(
      [
        'apps/web/src/features/auth/api/sign-in.graphql',
        'apps/web/src/shared/api/app-info.graphql',
      ],
      { asStrings: true },
    ),
    // The sign-in page's address-confirmation notices, apart so they load with the notices.
    'apps/web/src/__generated__/address-confirmation/': webDocuments(
      ['apps/web/src/features/auth/api/address-confirmation.graphql'],
      { asStrings: true },
    ),
    // The sign-in's second step (a code, or setting up an authenticator), apart so it loads
    // with the step.
    'apps/web/src/__generated__/mfa-step/': webDocuments(
      ['apps/web/src/features/auth/api/mfa-step.graphql'],
      { asStrings: true },
    ),
    // The profile's doctor card (issue 19 §5), apart for the same reason: only /profile uses it.
    'apps/web/src/__generated__/doctor-profile/': webDocuments([
      'apps/web/src/features/profile/api/doctor-profile.graphql',
    ]),
    // Social sign-in's documents of the portal's pages (/signup, /profile), apart from the
    // module of every other document: that one is loaded by every portal page, the kiosk's
    // included, whose budget has no room for what only these two pages use.
    'apps/web/src/__generated__/social/': webDocuments([
      'apps/web/src/features/profile/api/social-connections.graphql',
      'apps/web/src/features/signup/api/social-signup.graphql',
    ]),
    // The sign-in page's return from a social provider, apart so it loads with the return.
    'apps/web/src/__generated__/social-sign-in/': webDocuments(
      ['apps/web/src/features/auth/api/social-sign-in.graphql'],
      { asStrings: true },
    ),
    // The public scheduling page's documents, as strings for the same reason (ADR 0040).
    'apps/web/src/__generated__/scheduling/': webDocuments(
      ['apps/web/src/features/scheduling/api/scheduling.graphql'],
      { asStrings: true },
    ),
    // The public patient results page's documents (issue 18 §1), as strings likewise.
    'apps/web/src/__generated__/patient-studies/': webDocuments(
      ['apps/web/src/features/patient-studies/api/patient-studies.graphql'],
      { asStrings: true },
    ),
  },
};

export default config;
