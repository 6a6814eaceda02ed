import type { MessageKey } from './pl.js';

/** English messages; keys mirror `pl.ts`. */
export const en: Record<MessageKey, string> = {
  'validation.required': 'This field is required',
  'validation.string.min': 'At least {min} characters are required',
  'validation.string.max': 'At most {max} characters are allowed',
  'validation.email': 'Invalid e-mail address',
  'validation.url': 'Invalid URL',
  'validation.number.type': 'The value must be a number',
  'validation.number.min': 'The value must be greater than or equal to {min}',
  'validation.number.max': 'The value must be less than or equal to {max}',
  'validation.number.positive': 'The value must be positive',
  'validation.number.negative': 'The value must be negative',
  'validation.number.integer': 'The value must be a whole number',
  'validation.date.required': 'Date is required',
  'validation.date.invalid': 'Invalid date',
  'validation.date.format': 'Invalid date format',
  'validation.date.min': 'The date cannot be earlier than {min}',
  'validation.date.max': 'The date cannot be later than {max}',
  'validation.date.past': 'The date must be in the past',
  'validation.array.min': 'Select at least {min}',
  'validation.array.max': 'Select at most {max}',
  'validation.array.atLeastOne': 'At least one value must be selected',
  'validation.oneOf': 'The value must be one of: {values}',
  'validation.notOneOf': 'The value cannot be one of: {values}',
  'validation.invalid': 'Invalid value',

  // Text (ADR 0020): characters, names, identity numbers
  'validation.text.forbiddenCharacters': 'The text contains characters that are not allowed',
  'validation.text.tooManyMarks': 'Too many accent marks on one letter',
  'validation.text.letterOrDigit': 'The field must contain a letter or a digit',
  'validation.text.markup': 'The characters < and > are not allowed',
  'validation.name.characters': 'Only letters, spaces, apostrophes, hyphens and dots are allowed',
  'validation.name.letterRequired': 'The field must contain a letter',
  'validation.ssn.characters': 'A document number may contain only letters and digits',
  'validation.date.notFuture': 'The date cannot be in the future',

  'validation.digitsOnly': 'The number may contain digits only',
  'validation.pesel.invalid': 'Invalid PESEL number',
  'validation.pesel.birthDateMismatch': 'The birth date does not match the PESEL number',
  'validation.pesel.genderMismatch': 'The gender does not match the PESEL number',
  'validation.pesel.taken': 'A patient with this PESEL number already exists',
  'validation.patient.identityStaffOnly':
    'Only the clinic’s registration desk can change the PESEL or identity document number',
  'validation.phone.invalid': 'Invalid phone number',
  'validation.postalCode.polish': 'A Polish postal code has the form NN-NNN',
  'validation.licenseNumber.length': 'The licence number must have 7 digits',
  'validation.licenseNumber.checksum': 'Invalid licence number',
  'validation.licenseNumber.taken':
    'A doctor with this licence number already has an account. Sign in or set a new password.',
  'validation.nip.invalid': 'Invalid NIP (tax identification number)',

  'validation.password.rule':
    'The password must have at least 8 characters, including a lowercase letter, an uppercase letter and a digit',
  'validation.password.mismatch': 'The value differs from the password',
  'validation.password.common': 'This password is too common',
  'validation.password.containsLogin': 'The password must not contain the login',
  'validation.password.forbiddenCharacters':
    'The password contains characters that are not allowed',
  'validation.password.currentWrong': 'The current password is wrong',
  'validation.acceptRequired': 'You must accept this field',
  'validation.login.email': 'The login must be a valid e-mail address',
  'validation.login.required': 'Login is required',
  'validation.firstName.required': 'First name is required',
  'validation.lastName.required': 'Last name is required',
  'validation.phoneNumbers.required': 'At least one phone number is required',
  'validation.roles.required': 'At least one role is required',
  'validation.regions.required': 'At least one region is required',

  'validation.appointment.startInFuture': 'The start date must be in the future',
  'validation.appointment.endAfterStart': 'The end date must be later than the start date',
  'validation.device.required': 'Room is required',
  'validation.appointment.tooLong': 'An appointment may last at most {hours} hours',
  'validation.appointment.patientRequired': 'Patient is required',
  'validation.appointment.studyTypesRequired': 'Choose at least one study type',
  'validation.appointment.studyTypeRequired': 'Study type is required',
  'errors.appointment.notFound': 'No appointment with id {id} was found.',
  'errors.appointment.slotTaken':
    'This time in the chosen room is already taken. Choose another time or room.',
  'errors.appointment.deviceCannotPerform': 'The room {device} does not perform {studyType}.',
  'errors.appointment.hasStudy':
    'A study was already made for this appointment: it cannot be changed or deleted.',
  'errors.appointment.past': 'Appointments that already took place cannot be moved.',
  'errors.appointment.deviceDisabled':
    'The room {device} is disabled: nothing can be booked in it.',
  'errors.reservation.notFound': 'The hold on this time has expired or was released.',
  'validation.branch.required': 'Branch is required',
  'validation.amount.positive': 'The amount must be positive',
  'validation.payment.discount': 'The discount must be a number from 0 to 100',
  'validation.range.invalid': 'Invalid range',
  'validation.range.tooLong': 'The range is too long',
  'validation.file.duplicate': "The file '{name}' has already been attached",
  'validation.file.rejectionReason': 'Give the reason for rejecting the file',
  'validation.file.empty': 'The file is empty',
  'validation.file.tooLarge': 'The file is too large (at most {maxMb} MB)',
  'validation.file.pictureOnly': 'Only PNG, JPEG or WebP images are allowed',
  'validation.file.patientRequired': 'The file must be assigned to a patient',
  'validation.file.ownedByUser':
    'A profile picture or stamp belongs to the account, not to a patient',

  'errors.tokenExpired': 'jwt expired',
  'errors.unauthenticated': 'Session invalid. Please log in again.',
  'errors.forbidden': 'You are not allowed to perform this operation.',
  'errors.termsNotAccepted': 'Please accept the terms of service to use the portal.',
  'errors.roleNotAssigned': 'You do not have the role {role}.',
  'errors.invalidCredentials': 'Invalid login or password.',
  'errors.attempts.waitSeconds': 'Too many failed attempts. Try again in {seconds} s.',
  'errors.attempts.waitMinutes': 'Too many failed attempts. Try again in {minutes} min.',
  'errors.login.challengeRequired':
    'For your security, your browser must first complete a short check. Wait until it finishes, then sign in again.',
  'errors.login.challengeInvalid':
    'The security check failed or has expired. Wait for a new check, then sign in again.',
  'errors.addressThrottled':
    'Too many failed sign-in attempts from this address. Try again in {minutes} min.',
  'errors.accountInactive': 'The account is inactive. Please contact the administrator.',
  'errors.userNotConfirmed': 'The e-mail address has not been confirmed yet.',
  'errors.signup.noAccountToActivate': 'There is no account with this e-mail address.',
  'errors.accountSuspended':
    'The account is suspended until {until}. Please contact the administrator.',
  'errors.accountBlocked': 'The account has been blocked. Please contact the administrator.',
  'errors.mfa.required': 'Enter the code from your authenticator app.',
  'errors.mfa.enrolmentRequired':
    'Your role requires two-step verification. Set up an authenticator app to sign in.',
  'errors.mfa.stepExpired': 'The time to enter the code has passed. Please sign in again.',
  'errors.mfa.alreadyEnabled': 'Two-step verification is already on.',
  'errors.mfa.notStarted': 'Start setting up the authenticator app first.',
  'errors.mfa.requiredForRole':
    'Your role requires two-step verification: it cannot be turned off.',
  'errors.mfa.notEnabled': 'This account does not use two-step verification.',
  'errors.oauth.userNotFound': 'No account is connected to this social account.',
  'errors.oauth.invalidTicket': 'The social sign-in has expired. Please try again.',
  'errors.oauth.alreadyLinked':
    'This social account is already connected to another portal account.',
  'errors.oauth.notConfigured': 'This social sign-in is not available.',
  'validation.mfa.code': 'Invalid code. Enter the 6 digits from the app or a recovery code.',
  'errors.signup.holdNeedsConsent':
    'This address was blocked or deleted before. Verifying the account needs the administrator’s consent.',
  'errors.accountNotVerified':
    'The account is waiting to be verified by an administrator. You will get an e-mail once it is.',
  'errors.emailConfirmation.invalid':
    'The confirmation link is invalid, has expired or has already been used. Sign in to get a new one.',
  'errors.maintenance': 'Maintenance in progress. The service will be back shortly.',
  'errors.database': 'A database error occurred. Try again or contact the administrator.',
  'errors.databaseUnavailable':
    'The database is temporarily unavailable. Please try again in a moment.',
  'errors.internal': 'An unexpected error occurred. Please try again.',
  'errors.badRequest': 'The request is malformed.',
  'errors.badInput': 'The submitted data is invalid.',
  'errors.notFound': 'No object with id {id} was found.',
  'errors.patient.saveRefused':
    'This patient cannot be saved. Please contact the clinic’s registration desk.',
  'errors.staleVersion':
    'Someone else has changed this record in the meantime. Refresh the data to see the changes.',
  'errors.patient.hasDependents':
    'The patient cannot be deleted because studies ({studies}), referrals ({referrals}) or appointments ({appointments}) depend on them.',
  'errors.queryTooDeep': 'The query is nested too deeply.',
  'errors.queryTooComplex': 'The query is too complex.',
  'errors.tooManyAliases': 'The query uses too many field aliases (at most {max}).',
  'errors.queryTimeout':
    'The request took too long and was stopped. Narrow the search or try again in a moment.',
  'errors.rateLimited': 'Too many requests. Please try again in a moment.',
  'errors.file.notUploaded': 'The file has not been uploaded yet. Please upload it again.',
  'errors.file.sizeMismatch':
    'The uploaded file has {actual} B instead of the declared {declared} B. It was rejected; please upload it again.',
  'errors.file.contentNotAllowed':
    'The file content is not an allowed type ({allowed}). The file was rejected.',
  'errors.file.rejected': 'This file was rejected when it was added and cannot be uploaded.',
  'errors.file.notProfilePicture': 'This file is not an uploaded profile picture.',
  'errors.file.linkInvalid': 'The file link is invalid.',
  'errors.file.linkExpired': 'The file link has expired. Please open the file again.',
  'errors.file.moreThanDeclared': 'More than the declared {declared} B were sent.',
  'errors.file.alreadyUploaded': 'This file has already been uploaded.',
  'errors.file.noData': 'No matching data',
  'errors.file.notStudyType': 'Files of this kind are not attached to a study',
  'errors.file.descriptionOnly': 'You can attach only a description to the study',
  'errors.file.notMultipart': 'This file is not being uploaded in parts.',
  'errors.file.partsMissing':
    'Not all parts of the file have been uploaded ({missing} missing). Resume the upload.',
  'errors.file.partOutOfRange': 'This file has only {partCount} parts.',
  'validation.tablet.duplicateTabletId': 'A tablet with the id {tabletId} is already registered',
  'validation.tablet.unknownBranch': 'No branch with id {id} was found',
  'validation.consent.guardianNameRequired':
    'The patient is a minor: enter the guardian’s full name',
  'validation.consent.guardianBasisRequired':
    'The patient is a minor: choose the basis (mother, father, legal guardian)',
  'validation.consent.pregnancyNotAsked': 'The pregnancy question does not apply to this patient',
  'validation.consent.signatureRequired': 'A signature is required',
  'validation.consent.signatureInvalid': 'The signature must be a PNG image',
  'validation.consent.signatureTooLarge': 'The signature is too large (at most {maxKb} KB)',
  'errors.tablet.notFound': 'No tablet with id {id} was found.',
  'errors.tablet.inactive': 'The tablet is inactive. Please contact the administrator.',
  'errors.tablet.invalidCredentials':
    'Invalid tablet client id or secret. Please scan the QR code again.',
  'errors.consent.patientIncomplete':
    'Enter the patient’s date of birth and gender before requesting a consent.',
  'errors.consent.requestNotFound': 'The consent request was not found.',
  'errors.consent.requestExpired':
    'The consent request has expired. Please ask the staff to send it again.',
  'errors.consent.requestCancelled':
    'The consent request was cancelled: a newer request was sent to this tablet.',
  'errors.consent.requestSubmitted': 'This consent has already been signed.',

  'auditLog.column.occurredAt': 'Time',
  'auditLog.column.actorUserId': 'User ID',
  'auditLog.column.actorLogin': 'User login',
  'auditLog.column.action': 'Action',
  'auditLog.column.entityType': 'Object type',
  'auditLog.column.entityId': 'Object ID',
  'auditLog.column.address': 'IP address',
  'auditLog.column.outcome': 'Outcome',
  'auditLog.column.details': 'Details',

  // Current branch (issue 13)
  'validation.currentBranch.notUsersBranch': 'You can only choose a branch you work in',

  // Money (ADR 0030)
  'validation.money.invalid': 'Enter an amount in PLN, e.g. 120 or 99.50',

  // Settings: branches and devices (issue 13)
  'validation.branch.color': 'The colour must look like #rrggbb',
  'validation.branch.unknownRegion': 'Region {region} is not in the app configuration',
  'validation.device.unknownType': 'Device type {deviceType} is not in the app configuration',
  'validation.device.unknownRadiationGroup':
    'Radiation group {group} is not in the app configuration',
  'validation.device.duplicateName': 'This branch already has a device with this name',
  'validation.device.unknown': 'Device {id} does not belong to this branch',
  'errors.branch.notFound': 'No branch with id {id} was found.',

  // Settings: study types (issue 13)
  'validation.studyType.duplicateCode': 'A study type with the code {code} already exists',
  'validation.studyType.duplicate': '{name} is given more than once',
  'validation.studyType.unknownPriceGroup': 'Unknown price group {name}',
  'validation.studyType.unknownDeviceType': 'Unknown device type {name}',
  'validation.decimal.invalid': 'Enter a number, e.g. 70 or 0.5',
  'errors.studyType.notFound': 'No study type with the id {id} was found.',

  // Settings: programs and help (issue 13)
  'validation.url.httpOnly': 'The address must start with http:// or https://',
  'errors.software.notFound': 'No program with id {id} was found.',

  // Settings: users and password links (issue 13)
  'validation.companyName.required': 'Company name is required',
  'validation.user.vacationEndBeforeStart': 'The vacation cannot end before it starts',
  'validation.user.loginTaken': 'A user with this login already exists',
  'validation.user.roleNotSelectable':
    'This role cannot be granted or removed in user settings: {role}',
  'validation.user.unknownRegion': 'Unknown region: {region}',
  'validation.user.unknownBranch': 'No active branch with id {id}',
  'errors.user.notFound': 'No user with id {id} was found.',
  // Doctors and facilities: the form, deleting, merging, the account (part 2 §5, §6; issue 20)
  'validation.doctor.facilityLicense': 'A facility has no licence number',
  'validation.doctor.roles':
    'A doctor may have the roles Doctor and DescribingDoctor, a facility one of DentalOffice or Laboratory',
  'validation.doctor.unknownSpecialization': 'Unknown specialization: {specialization}',
  'validation.doctor.unknownStudyType': 'No study type with id {id} was found',
  'errors.doctorEditing.notFound': 'Doctor not found.',
  'errors.doctorEditing.fieldForbidden': 'You are not allowed to change the field {field}.',
  'errors.doctorEditing.kindChange': 'A doctor cannot become a facility, nor a facility a doctor.',
  'errors.doctorEditing.licenseTaken': 'A doctor with this licence number already exists.',
  'errors.doctorEditing.hasStudies':
    'This doctor cannot be deleted: studies ({studies}) or referrals ({referrals}) are linked to them. Choose a doctor to assign them to.',
  'errors.doctorEditing.targetInvalid': 'Choose another, existing doctor to assign the studies to.',
  'errors.doctorEditing.noAccount': 'This doctor has no active user account.',
  // Doctor comments (part 2 §3, §5, §6)
  'validation.comment.content': 'The comment text is required',
  'errors.comment.notFound': 'No comment with id {id} was found.',
  'errors.comment.notAuthor': 'Only its author may edit or delete a comment.',
  // Coordinators' visits (part 2 §2, §4, §5, §8; issue 21 §1)
  'validation.visit.dateRequired': 'The visit date is required',
  'validation.visit.doctorRequired': 'The doctor is required',
  'validation.visit.coordinatorRequired': 'The coordinator is required',
  'validation.visit.followUpRequired': 'The next visit date is required',
  'validation.visit.followUpNotAfter': 'The next visit must take place after this one.',
  'validation.visit.reasonUnknown': 'The visit reason “{reason}” is not in the configuration.',
  'validation.visit.gadgetUnknown': 'The gadget “{gadget}” is not in the configuration.',
  'validation.visit.notCoordinator': 'The person chosen is not an active coordinator.',
  'validation.visit.doctorUnknown': 'The doctor chosen was not found.',
  'errors.visit.notFound': 'No visit with id {id} was found.',
  'errors.visit.onlyScheduledRemovable': 'Only a scheduled visit can be deleted',
  'errors.visit.notScheduled': 'A completed or cancelled visit can no longer be changed.',
  'errors.visit.ownOnly': 'A coordinator plans and changes only their own visits.',
  // Councils (part 2 §2 "Councils", §4, §5 "Council invite", §8; issue 22 §1)
  'validation.council.nameRequired': 'The council name is required',
  'validation.council.studiesRequired': 'Choose at least one study',
  'validation.council.emailsRequired': 'Enter at least one e-mail address',
  'validation.council.postRequired': 'The post text is required',
  'errors.council.notFound': 'No council with id {id} was found.',
  'errors.council.ownerOnly': 'Only the council’s founder can do this.',
  'errors.council.studyNotVisible': 'You have no access to the study with id {id}.',
  'errors.council.inviteNotFound': 'No pending invitation to this council was found.',
  'errors.council.selfInvite': 'You cannot invite yourself.',
  'errors.council.alreadyMember': 'The person with the address {email} is already a member.',
  'errors.council.ownerCannotLeave': 'The founder cannot leave the council.',
  'errors.council.noDoctorProfile':
    'Councils need a doctor’s, dental office’s or laboratory’s account.',
  'errors.council.memberNotFound': 'This doctor is not a member of the council.',
  'council.invitedTitle': 'Council invitation',
  // Internal messages (part 2 §2 "Messages", §3 Message; issue 22 §2)
  'errors.message.notFound': 'No message with id {id} was found.',
  'inbox.sharedStudy.title': 'A study was shared with you',
  'inbox.sharedStudy.content':
    'A {studyType} study of {studyDate} was shared with you. Open it to see the images and the description.',
  'inbox.councilInviteUpdate.title': 'Council “{council}”',
  'inbox.councilInviteUpdate.invited':
    '{person} invites you to the council “{council}”. Answer the invitation in the Councils tab.',
  'inbox.councilInviteUpdate.accepted': '{person} joins the council “{council}”.',
  'inbox.councilInviteUpdate.rejected':
    '{person} declines the invitation to the council “{council}”.',
  'inbox.councilInviteUpdate.removed': 'You are no longer a member of the council “{council}”.',
  // Sync of visits to an external calendar (part 2 §2, §7, §8 "Calendar sync"; ADR 0052)
  'errors.calendar.notConfigured': 'Sync with an external calendar is not configured.',
  'errors.calendar.consentExpired':
    'The calendar consent has expired or comes from another window. Connect the calendar again.',
  'errors.calendar.consentFailed':
    'Could not connect the calendar: the service did not grant access. Please try again.',
  'calendarSync.synced':
    'Visits synced with the calendar (written: {written}, removed: {removed}).',
  'calendarSync.authError':
    'Calendar authentication error: access has expired or was revoked. Connect the calendar again.',
  'calendarSync.accessError': 'No access to the calendar: the service refused to write events.',
  'calendarSync.syncError':
    'Sync error: the calendar service is not responding. Changes will be sent on the next attempt.',
  'errors.calendarFeed.notFound':
    'Calendar not found. The link may have been turned off or replaced by a new one.',
  'errors.visit.previousNotFound': 'No previous visit with id {id} was found.',
  // Complaints (part 2 §2, §4, §5; issue 21 §2)
  'validation.complaint.complainantRequired': 'The complainant is required',
  'validation.complaint.reportDateRequired': 'The report date is required',
  'validation.complaint.reportDateFuture': 'The report date cannot be in the future.',
  'validation.complaint.typeRequired': 'The complaint type is required',
  'validation.complaint.responsibleRequired': 'The responsible person is required',
  'validation.complaint.notResponsible':
    'The person chosen is not an active user with the Complaints role.',
  'validation.complaint.resolutionRequired': 'A resolution is required to close the complaint',
  'validation.complaint.resolutionOnlyClosed':
    'The resolution can only be changed on a closed complaint.',
  'validation.complaint.reasonUnknown':
    'The complaint reason “{reason}” is not in the configuration.',
  'validation.complaint.patientUnknown': 'The patient chosen was not found.',
  'validation.complaint.doctorUnknown': 'The doctor chosen was not found.',
  'validation.complaint.studyUnknown': 'The study chosen was not found.',
  'validation.complaint.studyOfOtherPatient': 'The study chosen belongs to another patient.',
  'errors.complaint.reassignForbidden':
    'A Complaints user does not hand a complaint to someone else.',
  'errors.complaint.notFound': 'No complaint with id {id} was found.',
  'errors.user.adminOnly':
    'Only an administrator may grant or remove the Admin role or change an administrator account.',
  'errors.user.lastAdmin':
    'The last active administrator cannot be deleted, deactivated or lose the Admin role.',
  'errors.user.selfDelete': 'You cannot delete your own account.',
  'errors.user.selfModeration': 'You cannot change the state of your own account.',
  'validation.suspension.future': 'The end of the suspension must be in the future',
  'validation.suspension.max': 'A suspension may last at most {days} days',
  'errors.passwordLink.invalid':
    'The link to set the password is invalid, has expired or has already been used. Ask for a new one: “Forgot your password?” on the sign-in page.',

  // Settings: app config and current branch (issue 13)
  'validation.url.httpsOnly': 'The address must start with https://',
  'validation.appConfig.videoUrl':
    'Enter the address of a YouTube or Vimeo playlist or video, e.g. https://www.youtube.com/playlist?list=…',
  'validation.appConfig.duplicate': '“{value}” is on the list more than once',
  'validation.appConfig.inUse.branch': '“{value}” cannot be removed: branch {name} uses it',
  'validation.appConfig.inUse.device':
    '“{value}” cannot be removed: device {name} in branch {branch} uses it',
  'validation.appConfig.inUse.studyType': '“{value}” cannot be removed: study type {name} uses it',
  'validation.appConfig.inUse.user': '“{value}” cannot be removed: it is assigned to user {name}',

  // Studies (issue 15)
  'validation.study.patientRequired': 'Patient is required',
  'validation.study.studyTypeRequired': 'Study type is required to submit the study form.',
  'validation.study.statusInvalid': 'The study status must be one of: Draft, Paid, Performed',
  'validation.study.performerRequired': 'The performer is required once the study is performed',
  'validation.study.supportingDoctorsMax': 'At most {max} supporting doctors can be chosen',
  'validation.study.doctorTwice': 'The same doctor was chosen more than once',
  'validation.study.dueDateRequired': 'The description due date is required',
  'errors.study.notFound': 'No study with id {id} was found.',
  'errors.study.deleteOnlyDraftOrPaid':
    'Registration can only delete a study that is Draft or Paid.',
  'errors.study.dateAndBranchAdminOnly':
    'Only an administrator can change the study date and branch.',
  'errors.study.shareNotAllowed': 'Only a performed study that is not hidden can be shared.',
  'errors.study.appointmentHasStudy': 'A study has already been issued for this appointment.',
  'errors.study.appointmentMismatch': 'The appointment is for another patient or study type.',
  'errors.study.doctorNotFound': 'No doctor with id {id} was found.',
  'errors.study.doctorNotRegistered':
    '{name} has no portal account: the study cannot be shared with them.',
  'errors.study.performerNotTechnician':
    'Only a user with the Technician role can be the performer.',
  'errors.study.describerOnVacation': '{name} is on vacation and cannot describe the study.',
  'errors.study.describerOverloaded':
    '{name} already has too many studies to describe ({hours} of {max} h).',
  'errors.study.notDescriber': '{name} is not assigned to describe this study.',
  'errors.study.alreadyDescriber': '{name} already describes this study.',
  'errors.study.inactiveReference': 'The chosen item is inactive or does not exist.',
  'validation.referral.patientRequired': 'Patient is required',
  'validation.referral.studyTypeRequired': 'Study type is required',
  'validation.referral.studyTypesRequired': 'Choose at least one study type',
  'validation.referral.studyTypeTwice': 'The same study type was chosen more than once',
  'validation.referral.mediaTypeInvalid': 'Unknown medium',
  'validation.referral.issuerRequired': 'Issuing doctor is required',
  'errors.referral.notFound': 'No referral with id {id} was found.',
  'errors.referral.completed': 'The referral has been completed and can no longer be changed.',
  'errors.referral.stampRequired':
    'The issuing doctor has no stamp. Set the stamp on the profile page first.',
  'errors.referral.noDoctorProfile':
    'Your account has no doctor profile, so it cannot issue referrals.',
  'errors.referral.hasStudies':
    'Studies have already been issued for this referral, so it cannot be deleted.',
  'errors.referral.allStudiesIssued': 'All studies for this referral have already been issued.',
  'errors.referral.studyTypeNotOnReferral':
    'This study type is not on the referral, or its study has already been issued.',
  'errors.referral.patientMismatch': 'The study is for a different patient than the referral.',
  'errors.referral.studyTypeHasStudy':
    'A study type whose study has already been issued cannot be removed from the referral.',
  'errors.stamp.noDoctorProfile': 'Your account has no doctor profile, so it cannot have a stamp.',
  'errors.stamp.notStampImage': 'This file is not an uploaded stamp image.',
  // Scheduling by link (part 1 §2 /schedule-appointment, §5, §8; issue 17 §2)
  'validation.scheduling.branchRequired': 'The branch is required',
  'validation.scheduling.studyTypeRequired': 'The study type is required',
  'validation.scheduling.dateBeforeToday': 'The date cannot be earlier than today',
  'validation.scheduling.slotRequired': 'Choose an appointment time',
  'errors.scheduling.linkInvalid': 'The appointment booking link is not valid.',
  'errors.scheduling.linkExpired':
    'The appointment booking link has expired. Ask the clinic to send you a new link.',
  'errors.scheduling.linkUsed':
    'This link has already been used to book an appointment. Ask the clinic for a new link if you want to book another one.',
  'errors.scheduling.slotNoLongerFree':
    'The chosen time is no longer free. Choose another one from the refreshed list.',
  'errors.scheduling.studyTypeNotOnLink': 'This study cannot be booked with this link.',
  'errors.scheduling.branchNotOffered': 'The chosen study cannot be booked at this branch.',
  'errors.scheduling.patientNoEmail':
    'The patient has no e-mail address, so no appointment booking link can be sent.',
  'errors.scheduling.referralCompleted':
    'The referral has already been completed, so no appointment booking link can be sent.',
  'errors.scheduling.tooManyLinks':
    '{max} links have already been sent to this e-mail address within the last hour. Try again later.',
  // Patient results portal (part 1 §2 /patient-studies, §5, §8; issue 18)
  'errors.patientStudies.proofOfWorkRequired':
    'Wait until the security check has finished, then try again.',
  'errors.patientStudies.proofOfWorkInvalid':
    'The security check failed or has expired. Please try again.',
  'errors.patientStudies.linkInvalid':
    'The results link is not valid. Check that it was copied in full, or ask for a new link.',
  'errors.patientStudies.linkExpired':
    'The results link has expired. You can ask for a new link to the same e-mail address.',
  'errors.patientStudies.linkRevoked':
    'This results link has been revoked. Ask for a new link using the form or at the clinic.',
  'errors.patientStudies.sessionRequired':
    'Open the link from the e-mail or ask for a new link to see the results.',
  'errors.patientStudies.numberMismatch':
    'The PESEL or document number does not match the details the link was sent for.',
  'errors.patientStudies.noEmail':
    'The patient has no e-mail address, so no studies link can be sent.',
  'errors.patientStudies.noSendingConsent':
    'The patient has not consented to receiving results by e-mail, so no studies link can be sent.',
  'errors.patientStudies.tooManyLinks':
    '{max} studies links have already been sent to this e-mail address within the last hour. Try again later.',
  'errors.patientStudies.fileNotFound': 'File not found. Reload the results page and try again.',
  'errors.patientStudies.linkNotFound': 'No studies link with id {id} was found.',
};
