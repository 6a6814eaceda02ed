import { describe, expect, it } from 'vitest';
import {
  applyStudySwitchChange,
  mayShareStudy,
  newStudySwitches,
  settleStudySwitches,
  type StudySwitchChange,
  type StudySwitchContext,
  type StudySwitches,
} from './toggle-rules.js';

function buildSwitches(overrides: Partial<StudySwitches> = {}): StudySwitches {
  return {
    hidden: false,
    incognitoDescription: false,
    notifyLeaderAndSupportingDoctors: false,
    notifyDoctorsAboutDescription: false,
    notifyDescribers: false,
    ...overrides,
  };
}

function buildContext(overrides: Partial<StudySwitchContext> = {}): StudySwitchContext {
  return { hasDescribers: false, notifyDescribersTouched: false, ...overrides };
}

function apply(
  switches: Partial<StudySwitches>,
  change: StudySwitchChange,
  context: Partial<StudySwitchContext> = {},
): StudySwitches {
  return applyStudySwitchChange(buildSwitches(switches), change, buildContext(context));
}

describe('applyStudySwitchChange: hidden', () => {
  it('turning hidden on turns both doctor notifications off and keeps the rest', () => {
    const before = {
      notifyLeaderAndSupportingDoctors: true,
      notifyDoctorsAboutDescription: true,
      notifyDescribers: true,
      incognitoDescription: true,
    };
    expect(apply(before, { kind: 'hidden', on: true })).toEqual(
      buildSwitches({ hidden: true, notifyDescribers: true, incognitoDescription: true }),
    );
  });

  it('turning hidden off turns both doctor notifications on when describers exist', () => {
    expect(apply({ hidden: true }, { kind: 'hidden', on: false }, { hasDescribers: true })).toEqual(
      buildSwitches({
        notifyLeaderAndSupportingDoctors: true,
        notifyDoctorsAboutDescription: true,
      }),
    );
  });

  it('turning hidden off without describers turns only the leader notification on', () => {
    expect(apply({ hidden: true }, { kind: 'hidden', on: false })).toEqual(
      buildSwitches({ notifyLeaderAndSupportingDoctors: true }),
    );
  });
});

describe('applyStudySwitchChange: incognito', () => {
  it('turning incognito on turns the description notification off', () => {
    expect(apply({ notifyDoctorsAboutDescription: true }, { kind: 'incognito', on: true })).toEqual(
      buildSwitches({ incognitoDescription: true }),
    );
  });

  it('turning incognito off turns the description notification on', () => {
    expect(apply({ incognitoDescription: true }, { kind: 'incognito', on: false })).toEqual(
      buildSwitches({ notifyDoctorsAboutDescription: true }),
    );
  });

  it('turning incognito off while hidden leaves the description notification off', () => {
    expect(
      apply({ hidden: true, incognitoDescription: true }, { kind: 'incognito', on: false }),
    ).toEqual(buildSwitches({ hidden: true }));
  });
});

describe('applyStudySwitchChange: notifyLeader', () => {
  it('turning it on turns incognito off, without firing the incognito rule', () => {
    expect(apply({ incognitoDescription: true }, { kind: 'notifyLeader', on: true })).toEqual(
      buildSwitches({ notifyLeaderAndSupportingDoctors: true }),
    );
  });

  it('turning it off leaves incognito alone', () => {
    const before = { notifyLeaderAndSupportingDoctors: true, incognitoDescription: true };
    expect(apply(before, { kind: 'notifyLeader', on: false })).toEqual(
      buildSwitches({ incognitoDescription: true }),
    );
  });

  it('while hidden it stays off and incognito is left alone', () => {
    const before = { hidden: true, incognitoDescription: true };
    expect(apply(before, { kind: 'notifyLeader', on: true })).toEqual(buildSwitches(before));
  });
});

describe('applyStudySwitchChange: plain switches', () => {
  it.each([true, false])('notifyDoctorsAboutDescription is set to %s', (on) => {
    expect(
      apply({ notifyDoctorsAboutDescription: !on }, { kind: 'notifyDoctorsAboutDescription', on }),
    ).toEqual(buildSwitches({ notifyDoctorsAboutDescription: on }));
  });

  it('notifyDoctorsAboutDescription cannot turn on while hidden', () => {
    expect(apply({ hidden: true }, { kind: 'notifyDoctorsAboutDescription', on: true })).toEqual(
      buildSwitches({ hidden: true }),
    );
  });

  it.each([true, false])('notifyDescribers is set to %s, hidden or not', (on) => {
    expect(
      apply({ hidden: true, notifyDescribers: !on }, { kind: 'notifyDescribers', on }),
    ).toEqual(buildSwitches({ hidden: true, notifyDescribers: on }));
  });
});

describe('applyStudySwitchChange: describersPicked', () => {
  it('picking describers turns notifyDescribers on', () => {
    expect(apply({}, { kind: 'describersPicked', count: 2 })).toEqual(
      buildSwitches({ notifyDescribers: true }),
    );
  });

  it('does not override a notifyDescribers the user touched', () => {
    expect(
      apply({}, { kind: 'describersPicked', count: 1 }, { notifyDescribersTouched: true }),
    ).toEqual(buildSwitches());
  });

  it('clearing the describers leaves notifyDescribers as it is', () => {
    expect(apply({ notifyDescribers: true }, { kind: 'describersPicked', count: 0 })).toEqual(
      buildSwitches({ notifyDescribers: true }),
    );
    expect(apply({}, { kind: 'describersPicked', count: 0 })).toEqual(buildSwitches());
  });
});

describe('applyStudySwitchChange: descriptionUploaded', () => {
  it('turns the description notification on', () => {
    expect(apply({ incognitoDescription: true }, { kind: 'descriptionUploaded' })).toEqual(
      buildSwitches({ incognitoDescription: true, notifyDoctorsAboutDescription: true }),
    );
  });

  it('leaves it off while hidden', () => {
    expect(apply({ hidden: true }, { kind: 'descriptionUploaded' })).toEqual(
      buildSwitches({ hidden: true }),
    );
  });
});

describe('applyStudySwitchChange: purity', () => {
  it('returns a new object and leaves the input as it was', () => {
    const before = buildSwitches({ hidden: true });
    const after = applyStudySwitchChange(
      before,
      { kind: 'notifyLeader', on: true },
      buildContext(),
    );
    expect(after).not.toBe(before);
    expect(before).toEqual(buildSwitches({ hidden: true }));
  });
});

describe('settleStudySwitches', () => {
  it('forces both doctor notifications off on a hidden study', () => {
    const sent = buildSwitches({
      hidden: true,
      incognitoDescription: true,
      notifyLeaderAndSupportingDoctors: true,
      notifyDoctorsAboutDescription: true,
      notifyDescribers: true,
    });
    expect(settleStudySwitches(sent)).toEqual(
      buildSwitches({ hidden: true, incognitoDescription: true, notifyDescribers: true }),
    );
  });

  it('keeps a visible study as sent', () => {
    const sent = buildSwitches({
      incognitoDescription: true,
      notifyLeaderAndSupportingDoctors: true,
      notifyDoctorsAboutDescription: true,
      notifyDescribers: true,
    });
    expect(settleStudySwitches(sent)).toEqual(sent);
    expect(settleStudySwitches(sent)).not.toBe(sent);
  });
});

describe('mayShareStudy', () => {
  it.each([
    ['Performed', false, true],
    ['Performed', true, false],
    ['Paid', false, false],
    ['Draft', false, false],
  ] as const)('status %s, hidden %s → %s', (status, hidden, expected) => {
    expect(mayShareStudy({ status, hidden })).toBe(expected);
  });
});

describe('newStudySwitches', () => {
  it('tells the doctors by default, and the describers when there are any', () => {
    expect(newStudySwitches(false)).toEqual({
      hidden: false,
      incognitoDescription: false,
      notifyLeaderAndSupportingDoctors: true,
      notifyDoctorsAboutDescription: false,
      notifyDescribers: false,
    });
    expect(newStudySwitches(true).notifyDescribers).toBe(true);
  });
});
