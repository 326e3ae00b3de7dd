import { zodResolver } from '@hookform/resolvers/zod';
import { STORAGE_KEYS } from '@mingle/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { createOtp } from '../api/create-otp.ts';
import { updatePhoneNumber } from '../api/update-phone-number.ts';
import { PhoneForm } from '../lib/code-form-schemas.ts';
import { isCompleteCode } from '../lib/otp-code.ts';
import { describeOtpError } from '../lib/otp-errors.ts';
import { formatPhone } from '../lib/phone.ts';
import { initialPhoneValues, type PhoneFormValues, phoneFromForm } from '../lib/phone-form.ts';
import '../auth.css';
import { DevOutboxNotice } from './dev-outbox-notice.tsx';
import { OtpInput, type OtpInputHandle } from './otp-input.tsx';
import { PhoneNumberField } from './phone-number-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';
import { useCountdown } from './use-countdown.ts';

export interface ChangePhoneSectionProps {
  currentPhone: string | null;
  /** The number changed: refresh whatever shows it. */
  onChanged: () => void;
}

type Step = { name: 'idle' } | { name: 'number' } | { name: 'code'; phoneNumber: string; devOutbox?: string };

/**
 * Changing the phone number proves the new one first: a code goes to the new number
 * (createOtp), and only that code moves the account to it (UpdatePhoneNumberByID).
 */
export function ChangePhoneSection({ currentPhone, onChanged }: ChangePhoneSectionProps) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  const countdown = useCountdown(0);
  const form = useForm<PhoneFormValues>({
    resolver: zodResolver(PhoneForm),
    defaultValues: initialPhoneValues(''),
  });

  const send = useMutation({
    mutationFn: (phoneNumber: string) => createOtp(phoneNumber),
    onSuccess: (sent, phoneNumber) => {
      countdown.restart(sent.resendAfterSeconds);
      setStep({ name: 'code', phoneNumber, devOutbox: sent.devOutbox });
    },
  });

  const start = () => {
    setDone(null);
    send.reset();
    setStep({ name: 'number' });
  };
  const cancel = () => setStep({ name: 'idle' });

  return (
    <div className="stack">
      <p>
        {currentPhone ? (
          <>
            Your number: <strong className="nowrap">{formatPhone(currentPhone)}</strong>
          </>
        ) : (
          'You have not added a phone number yet.'
        )}
      </p>
      {done && <Alert variant="success">{done}</Alert>}
      {step.name === 'idle' && (
        <div>
          <Button variant="secondary" onClick={start}>
            {currentPhone ? 'Change number' : 'Add a phone number'}
          </Button>
        </div>
      )}
      {step.name === 'number' && (
        <form className="stack" noValidate onSubmit={form.handleSubmit((v) => send.mutate(phoneFromForm(v)))}>
          <PhoneNumberField
            country={form.watch('country')}
            onCountryChange={(iso) =>
              form.setValue('country', iso, { shouldValidate: form.formState.isSubmitted })
            }
            nationalInput={form.register('national')}
            error={form.formState.errors.national?.message}
            label="New phone number"
            hint="We text a code to the new number to make sure it is yours."
            serverError={send.error instanceof ApiError ? send.error.fields.phoneNumber : undefined}
          />
          {send.error && !(send.error instanceof ApiError && send.error.fields.phoneNumber) && (
            <Alert variant="error">{send.error.message}</Alert>
          )}
          <div className="row">
            <Button type="submit" loading={send.isPending}>
              Send code
            </Button>
            <Button variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {step.name === 'code' && (
        <ConfirmNewNumber
          phoneNumber={step.phoneNumber}
          devOutbox={step.devOutbox}
          remaining={countdown.remaining}
          resending={send.isPending}
          resendError={send.error}
          onResend={() => send.mutate(step.phoneNumber)}
          onCancel={cancel}
          onConfirmed={() => {
            storage.set(STORAGE_KEYS.userMobileNumber, step.phoneNumber);
            setDone(`Your phone number is now ${formatPhone(step.phoneNumber)}.`);
            setStep({ name: 'idle' });
            onChanged();
          }}
        />
      )}
    </div>
  );
}

interface ConfirmNewNumberProps {
  phoneNumber: string;
  devOutbox?: string;
  remaining: number;
  resending: boolean;
  resendError: Error | null;
  onResend: () => void;
  onCancel: () => void;
  onConfirmed: () => void;
}

function ConfirmNewNumber(props: ConfirmNewNumberProps) {
  const [code, setCode] = useState('');
  const otpRef = useRef<OtpInputHandle>(null);
  const confirm = useMutation({
    mutationFn: (otp: string) => updatePhoneNumber(props.phoneNumber, otp),
    onSuccess: () => props.onConfirmed(),
    onError: () => setCode(''),
  });
  const failed = confirm.isError;
  useEffect(() => {
    if (failed) otpRef.current?.focus();
  }, [failed]);
  const submit = (otp: string) => {
    if (!confirm.isPending && isCompleteCode(otp)) confirm.mutate(otp);
  };
  const error = confirm.error ?? props.resendError;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(code);
      }}
    >
      <p className="muted">
        Enter the code we sent to <strong className="nowrap">{formatPhone(props.phoneNumber)}</strong>.
      </p>
      {props.devOutbox && <DevOutboxNotice href={props.devOutbox} />}
      <OtpInput
        ref={otpRef}
        label="Code sent to your new number"
        value={code}
        onChange={setCode}
        onComplete={submit}
        autoFocus
        invalid={Boolean(confirm.error)}
        disabled={confirm.isPending}
      />
      {error && <Alert variant="error">{describeOtpError(error).message}</Alert>}
      <div className="otp-actions">
        <div className="row">
          <Button type="submit" loading={confirm.isPending} disabled={!/^\d{6}$/.test(code)}>
            Confirm new number
          </Button>
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
        <ResendCodeButton remaining={props.remaining} pending={props.resending} onResend={props.onResend} />
      </div>
    </form>
  );
}
