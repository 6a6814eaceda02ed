import type { StudyStatus } from './status.js';

/** The notification and visibility switches of the study form. */
export interface StudySwitches {
  /** 'Ukryj badanie (brak zgody)': the patient did not consent to sharing the study. */
  hidden: boolean;
  incognitoDescription: boolean;
  notifyLeaderAndSupportingDoctors: boolean;
  notifyDoctorsAboutDescription: boolean;
  notifyDescribers: boolean;
}

/**
 * The switches of a new study: its leading and supporting doctors are told once it is performed
 * and its describers once assigned, unless someone turns that off (ADR 0035). The description is
 * announced once one is uploaded (the upload rule turns it on).
 */
export function newStudySwitches(hasDescribers: boolean): StudySwitches {
  return {
    hidden: false,
    incognitoDescription: false,
    notifyLeaderAndSupportingDoctors: true,
    notifyDoctorsAboutDescription: false,
    notifyDescribers: hasDescribers,
  };
}

/** Something the user did on the study form that may move the switches. */
export type StudySwitchChange =
  | { kind: 'hidden'; on: boolean }
  | { kind: 'incognito'; on: boolean }
  | { kind: 'notifyLeader'; on: boolean }
  | { kind: 'notifyDoctorsAboutDescription'; on: boolean }
  | { kind: 'notifyDescribers'; on: boolean }
  | { kind: 'describersPicked'; count: number }
  | { kind: 'descriptionUploaded' };

export interface StudySwitchContext {
  /** The study has at least one describing doctor. */
  hasDescribers: boolean;
  /** The user set notifyDescribers by hand, so picking describers must not override it. */
  notifyDescribersTouched: boolean;
}

/**
 * The form's toggle rules (spec part 2 §4, "Study form toggle rules"). Each rule fires once for
 * the change it belongs to; a switch moved by a rule does not fire that switch's own rule.
 * The result is always settled, so a hidden study never ends up notifying doctors.
 */
export function applyStudySwitchChange(
  switches: StudySwitches,
  change: StudySwitchChange,
  context: StudySwitchContext,
): StudySwitches {
  return settleStudySwitches(applyRule(switches, change, context));
}

/**
 * What the server applies to every saved study input, whatever the client sent: a hidden study
 * never notifies doctors. The API re-applies it on create and update, so a client that skips the
 * form rules cannot notify doctors about a study the patient did not consent to share.
 */
export function settleStudySwitches(switches: StudySwitches): StudySwitches {
  if (!switches.hidden) return { ...switches };
  return {
    ...switches,
    notifyLeaderAndSupportingDoctors: false,
    notifyDoctorsAboutDescription: false,
  };
}

/** Sharing is offered only for a performed study the patient agreed to share. */
export function mayShareStudy(study: { status: StudyStatus; hidden: boolean }): boolean {
  return study.status === 'Performed' && !study.hidden;
}

function applyRule(
  switches: StudySwitches,
  change: StudySwitchChange,
  context: StudySwitchContext,
): StudySwitches {
  switch (change.kind) {
    case 'hidden':
      return change.on
        ? { ...switches, hidden: true } // settling turns both doctor notifications off
        : {
            ...switches,
            hidden: false,
            notifyLeaderAndSupportingDoctors: true,
            notifyDoctorsAboutDescription: context.hasDescribers,
          };
    case 'incognito':
      // An incognito description is not announced to the doctors, and the other way round.
      return {
        ...switches,
        incognitoDescription: change.on,
        notifyDoctorsAboutDescription: !change.on,
      };
    case 'notifyLeader':
      if (!change.on) return { ...switches, notifyLeaderAndSupportingDoctors: false };
      // While hidden the notification cannot turn on, so it must not switch incognito off either.
      if (switches.hidden) return switches;
      return { ...switches, notifyLeaderAndSupportingDoctors: true, incognitoDescription: false };
    case 'notifyDoctorsAboutDescription':
      return { ...switches, notifyDoctorsAboutDescription: change.on };
    case 'notifyDescribers':
      return { ...switches, notifyDescribers: change.on };
    case 'describersPicked':
      // Clearing the describers leaves the switch as it is; a hand-set value is never overridden.
      if (change.count <= 0 || context.notifyDescribersTouched) return switches;
      return { ...switches, notifyDescribers: true };
    case 'descriptionUploaded':
      return { ...switches, notifyDoctorsAboutDescription: true };
  }
}
