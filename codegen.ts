import type { CodegenConfig } from '@graphql-codegen/cli';

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
          Contact: '../../modules/auth/users.repository.js#ContactModel',
          Device: '../../modules/common/common.loaders.js#DeviceRow',
          Doctor: '../../modules/doctors/doctors.repository.js#DoctorModel',
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
        },
        mapperTypeSuffix: 'Model',
      },
    },
    'apps/web/src/__generated__/': {
      documents: [
        'apps/web/src/**/*.graphql',
        '!apps/web/src/features/auth/api/sign-in.graphql',
        '!apps/web/src/features/auth/api/address-confirmation.graphql',
        '!apps/web/src/features/scheduling/api/scheduling.graphql',
        '!apps/web/src/features/patient-studies/api/patient-studies.graphql',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Money: 'string', ID: 'string' },
      },
    },
    // What the sign-in page sends before any GraphQL client is loaded (ADR 0033): the documents
    // as plain strings, so the page carries neither the parsed documents of every operation nor
    // a printer.
    'apps/web/src/__generated__/sign-in/': {
      documents: [
        'apps/web/src/features/auth/api/sign-in.graphql',
        'apps/web/src/shared/api/app-info.graphql',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Money: 'string', ID: 'string' },
      },
    },
    // The sign-in page's address-confirmation notices, apart so they load with the notices.
    'apps/web/src/__generated__/address-confirmation/': {
      documents: ['apps/web/src/features/auth/api/address-confirmation.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Money: 'string', ID: 'string' },
      },
    },
    // The public scheduling page's documents, as strings for the same reason (ADR 0040).
    'apps/web/src/__generated__/scheduling/': {
      documents: ['apps/web/src/features/scheduling/api/scheduling.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Money: 'string', ID: 'string' },
      },
    },
    // The public patient results page's documents (issue 18 §1), as strings likewise.
    'apps/web/src/__generated__/patient-studies/': {
      documents: ['apps/web/src/features/patient-studies/api/patient-studies.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Money: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
