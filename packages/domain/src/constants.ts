/**
 * Business constants and limits from the spec's §9 tables (part 1 and part 2), named.
 * Code reads these names; it never repeats the numbers.
 */

// ── Locale and money (part 1 §9, part 2 §9) ────────────────────────────────────────────
export const DISPLAY_TIME_ZONE = 'Europe/Warsaw';
export const CURRENCY = 'PLN';
export const CURRENCY_DECIMALS = 2;
/** Study value in doctor statistics is shown without decimals. */
export const DOCTOR_STATISTICS_VALUE_DECIMALS = 0;
export const DATE_MASK = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
/** Picked dates are stored at 12:00 so no time-zone shift moves them to another day. */
export const STORED_DATE_HOUR = 12;

// ── Shell timings (part 1 §9) ───────────────────────────────────────────────────────────
export const BUILD_CHECK_FIRST_MS = 10_000;
export const BUILD_CHECK_INTERVAL_MS = 250_000;
export const PROGRESS_BAR_MAX_MS = 5_000;
export const PROGRESS_BAR_HEIGHT_PX = 3;
export const FORM_AUTOSUBMIT_DEBOUNCE_MS = 1_000;
export const UNSAVED_CHANGES_ARM_MS = 5_000;
export const MAINTENANCE_RELOAD_DELAY_MS = 5_000;
export const MAINTENANCE_NOTICE_MS = 5_000;
export const MAX_TOASTS = 5;
export const ALERT_AUTO_HIDE_MS = 5_000;
export const INVITE_TOAST_MS = 3_000;
export const MESSAGE_TOAST_MS = 3_000;
export const CONSENT_ALERT_MS = 6_000;
export const SIDE_MENU_WIDTH_PX = 240;
export const DIALOG_HEIGHT_PERCENT = 90;
export const TERMS_SCROLL_THRESHOLD_PX = 200;
export const LOADING_OVERLAY_DELAY_MS = 300;

// ── Calendar and scheduling (part 1 §9) ─────────────────────────────────────────────────
export const RESERVATION_TIMER_SECONDS = 300;
/** How long before an appointment the patient gets the reminder mail (issue 14 §4). */
export const APPOINTMENT_REMINDER_HOURS = 24;
export const CALENDAR_POLLING_MS = 30_000;
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_INTERVAL_MS = 5_000;
export const SLOT_MINUTES = 15;
export const CALENDAR_VISIBLE_FROM_HOUR = 7;
export const CALENDAR_VISIBLE_TO_HOUR = 21;
/** Business hours by ISO weekday (1 = Monday … 7 = Sunday); missing days are closed. */
export const BUSINESS_HOURS: Readonly<Record<number, { from: string; to: string }>> = {
  1: { from: '08:00', to: '20:00' },
  2: { from: '08:00', to: '20:00' },
  3: { from: '08:00', to: '20:00' },
  4: { from: '08:00', to: '20:00' },
  5: { from: '08:00', to: '20:00' },
  6: { from: '09:00', to: '15:00' },
};
/** The last slots of the day carry these labels instead of their real times (part 1 §9). */
export const SLOT_LABEL_OVERRIDES: Readonly<Record<string, string>> = {
  '19:15': '19:10',
  '19:30': '19:20',
  '19:45': '19:30',
};
export const APPOINTMENT_QUERY_TAKE = 100;

// ── Pickers and autocomplete (part 1 §9, part 2 §9) ─────────────────────────────────────
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const BRANCH_PICKER_LIMIT = 20;
export const DEVICE_PICKER_LIMIT = 50;
export const PATIENT_PICKER_LIMIT = 15;
export const CALENDAR_OWN_BRANCHES_LIMIT = 30;
export const USER_PICKER_LIMIT = 30;
export const DOCTOR_PICKER_LIMIT = 20;
export const HELP_CONTACTS_COUNT = 16;

// ── Page sizes (part 1 §9, part 2 §9) ───────────────────────────────────────────────────
export const PATIENT_LIST_PAGE_SIZE = 15;
export const PATIENT_REFERRALS_TAKE = 10;
export const PATIENT_STUDIES_TAKE = 10;
export const STUDY_LIST_PAGE_SIZE = 20;
export const VISIT_LIST_PAGE_SIZE = 20;
export const COMPLAINT_LIST_PAGE_SIZE = 20;
export const BRANCH_SETTINGS_PAGE_SIZE = 10;
export const USER_SETTINGS_PAGE_SIZE = 10;
export const TABLE_PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;
export const DEFAULT_TABLE_TAKE = 10;
export const BRANCH_PAGE_LIMITS = [20, 30, 50] as const;
/** Page count is computed as if the total were at most this. */
export const PAGE_COUNT_TOTAL_CAP = 100;
/** A total of this value means "all". */
export const TOTAL_MEANS_ALL = 2_147_483_647;
export const PAGE_JUMP_DEBOUNCE_MS = 500;
export const DATE_FILTER_DEBOUNCE_MS = 1_000;
export const DEFAULT_VISITS_TAKE = 100;
export const EMAIL_TEMPLATES_PAGE_SIZE = 50;
export const MAILINGS_PAGE_SIZE = 100;
export const STUDY_TYPES_PAGE_SIZE = 100;
export const SOFTWARE_PAGE_SIZE = 50;
/** Upper bound for any list query's `take`; keeps a single request from reading a whole table. */
export const MAX_PAGE_TAKE = 100;

// ── Identity numbers and texts (part 1 §9, part 2 §9) ───────────────────────────────────
export const PASSWORD_MIN_LENGTH = 8;
export const PESEL_LENGTH = 11;
export const LICENSE_NUMBER_LENGTH = 7;
export const NIP_LENGTH = 10;
export const RICH_TEXT_NOTE_MAX = 1000;
export const STUDY_TYPE_COMMENT_MAX = 200;
export const MAILING_CONTENT_MAX = 30_000;
export const MAILING_DEFAULT_WIDTH_PX = 600;
export const LOGIN_MIN_LENGTH = 5;
export const DOCTOR_NOTE_ROWS = { min: 4, max: 8 } as const;
export const LIST_TEXT_TRUNCATE_COMPLAINTS = 50;
export const LIST_TEXT_TRUNCATE_VISIT_COMMENT = 100;

// ── Patients and consents (part 1 §9) ───────────────────────────────────────────────────
export const PREGNANCY_QUESTION_AGE = { min: 12, max: 55 } as const;
export const ADULT_AGE = 18;
export const TABLET_ONLINE_WINDOW_MS = 2 * 60 * 1000;

// ── Cookies and social login (part 1 §9) ────────────────────────────────────────────────
export const OAUTH_STATE_COOKIE = 'oauth_state';
export const OAUTH_STATE_COOKIE_MAX_AGE_SECONDS = 600;
export const COOKIE_CATEGORIES = ['necessary', 'security', 'performance', 'functional'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

// ── Terms (part 1 §4, §5, §9) ───────────────────────────────────────────────────────────
export const COMPLAINT_ANSWER_DAYS = { termsGeneral: 14, termsDoctorAndPatient: 30 } as const;
export const PATIENT_CONTRACT_NOTICE_DAYS = 14;
export const DOCTOR_TERMS_CHANGE_TERMINATION_DAYS = 14;
export const TERMS_EFFECTIVE_DATE = '2024-02-01';

// ── Studies, describers, visits (part 2 §9) ─────────────────────────────────────────────
export const MAX_SUPPORTING_DOCTORS = 9;
export const DEADLINE_ERROR_UNDER_HOURS = 6;
export const DEADLINE_ERROR_UNDER_DAYS = 1;
export const DEADLINE_WARNING_UNDER_DAYS = 2;
export const DEADLINE_LIST_RED_UNDER_DAYS = 3;
export const DEFAULT_VISIT_FOLLOW_UP_DAYS = 80;
export const REPORT_MAX_RANGE_YEARS = 1;
export const MESSAGE_RELATIVE_DATE_DAYS = 3;
export const GLOBAL_SEARCH_DEBOUNCE_MS = 250;
export const GLOBAL_SEARCH_LIMIT = 20;

// ── Files (part 2 §5, §9) ───────────────────────────────────────────────────────────────
export const MAX_UPLOAD_FILES = 15;
export const MAX_UPLOAD_BYTES = 5e9;
export const STAMP_MAX_BYTES = 5 * 1024 * 1024;
export const STAMP_CROP_MAX_PX = 1024;
export const STAMP_JPEG_QUALITY = 0.9;
export const STAMP_ROTATION_DEGREES = { min: -90, max: 90 } as const;
export const STAMP_ZOOM = { min: 0.1, max: 2 } as const;
export const ZIP_EXTRACT_BATCH_FILES = 50;
export const DICOM_EXTENSION = 'dcm';
/**
 * What the file viewer shows in the page rather than downloads: the spec's image and PDF types,
 * and DICOM in its built-in viewer (issue 16 §1). Archives are downloaded when opened from a
 * list, as they may be gigabytes; the viewer still shows the DICOM series of a zip handed to it.
 */
export const PREVIEW_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'webp',
  'pdf',
  DICOM_EXTENSION,
] as const;
export const ARCHIVE_EXTENSIONS = ['zip', 'gzip', 'rar'] as const;
export const DATE_FILTER_YEAR = { min: 1900, max: 2200 } as const;
