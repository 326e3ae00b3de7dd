import { Gender, Intent } from '@mingle/shared/enums';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { IntentIcon } from '../../../components/ui/intent-icon.tsx';

const GENDER_CHOICES = Gender.options.map((g) => ({ value: g, label: g }));
const INTENT_CHOICES = Intent.options.map((i) => ({
  value: i,
  label: i,
  icon: <IntentIcon intent={i} size={24} className="choice-icon" />,
}));

export interface SocialFieldsProps {
  gender: UseFormRegisterReturn;
  intent: UseFormRegisterReturn;
  errors: { gender?: string | undefined; intent?: string | undefined };
}

/** Gender and intent: what guest lists and connecting need (the profile editor and the sheet). */
export function SocialFields({ gender, intent, errors }: SocialFieldsProps) {
  return (
    <>
      <ChoiceGroup legend="Gender" choices={GENDER_CHOICES} registration={gender} error={errors.gender} />
      <ChoiceGroup
        legend="I’m here for"
        look="cards"
        choices={INTENT_CHOICES}
        registration={intent}
        error={errors.intent}
      />
    </>
  );
}
