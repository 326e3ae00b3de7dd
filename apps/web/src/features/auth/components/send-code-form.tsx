import { zodResolver } from '@hookform/resolvers/zod';
import { Email } from '@mingle/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { OtpPageState } from '../lib/page-state.ts';
import {
  type Channel,
  type Destination,
  type RequestType,
  rememberChannel,
  rememberedChannel,
  rememberedEmail,
  rememberedPhone,
  savePendingSignIn,
} from '../lib/pending-sign-in.ts';
import { initialPhoneValues, PhoneForm, type PhoneFormValues, phoneFromForm } from '../lib/phone-form.ts';
import { requestCode } from '../lib/sign-in.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { PhoneNumberField } from './phone-number-field.tsx';

const EmailForm = z.object({ email: Email });
type EmailFormValues = z.input<typeof EmailForm>;

/** Sends the code, remembers where it went, and moves on to the code screen. */
function useSendCode(requestType: RequestType) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (destination: Destination) => requestCode(destination),
    onSuccess: (sent, destination) => {
      savePendingSignIn(destination, requestType);
      const state: OtpPageState = { sent };
      navigate('/auth/otp', { state });
    },
  });
}

export interface SendCodeFormProps {
  requestType: RequestType;
}

/** Phone or e-mail, then "Send code"; the choice of channel is remembered. */
export function SendCodeForm({ requestType }: SendCodeFormProps) {
  const [channel, setChannel] = useState<Channel>(rememberedChannel);
  const send = useSendCode(requestType);

  function switchTo(next: Channel) {
    setChannel(next);
    rememberChannel(next);
    send.reset();
  }

  const formError = send.error && !(send.error instanceof ApiError && hasFieldError(send.error));
  return (
    <div className="stack">
      <ChannelSwitch value={channel} onChange={switchTo} />
      {formError && <Alert variant="error">{messageOf(send.error)}</Alert>}
      {channel === 'phone' ? <PhoneCodeForm send={send} /> : <EmailCodeForm send={send} />}
    </div>
  );
}

type SendMutation = ReturnType<typeof useSendCode>;

function PhoneCodeForm({ send }: { send: SendMutation }) {
  const form = useForm<PhoneFormValues>({
    resolver: zodResolver(PhoneForm),
    defaultValues: initialPhoneValues(rememberedPhone()),
  });
  const submit = form.handleSubmit((v) => send.mutate({ channel: 'phone', phoneNumber: phoneFromForm(v) }));
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <PhoneNumberField
        form={form}
        hint="We text you a 6-digit code. Message rates may apply."
        serverError={send.error instanceof ApiError ? send.error.fields.phoneNumber : undefined}
      />
      <Button type="submit" block loading={send.isPending}>
        Send code
      </Button>
    </form>
  );
}

function EmailCodeForm({ send }: { send: SendMutation }) {
  const form = useForm<EmailFormValues>({
    resolver: zodResolver(EmailForm),
    defaultValues: { email: rememberedEmail() },
  });
  const serverError = send.error instanceof ApiError ? send.error.fields.email : undefined;
  const submit = form.handleSubmit((v) => send.mutate({ channel: 'email', email: v.email }));
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="We e-mail you a 6-digit code."
        error={form.formState.errors.email?.message ?? serverError}
        {...form.register('email')}
      />
      <Button type="submit" block loading={send.isPending}>
        Send code
      </Button>
    </form>
  );
}

function hasFieldError(err: ApiError): boolean {
  return Boolean(err.fields.phoneNumber || err.fields.email);
}

function messageOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Could not send the code. Please try again.';
}
