import type { Accessibility } from '@mingle/shared/schemas/events';

export type AccessibilityFeature = Exclude<keyof Accessibility, 'notes'>;

/** The structured accessibility details of an event, in the order hosts and guests see them. */
export const ACCESSIBILITY_LABELS: Record<AccessibilityFeature, string> = {
  stepFreeAccess: 'Step-free access',
  captioningOrAsl: 'Captioning or ASL',
  quietSpace: 'Quiet space',
  allGenderRestrooms: 'All-gender restrooms',
};

export const ACCESSIBILITY_FEATURES = Object.keys(ACCESSIBILITY_LABELS) as AccessibilityFeature[];
