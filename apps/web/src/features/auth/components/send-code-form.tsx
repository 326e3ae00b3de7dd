import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { Checked } from '../lib/code-form-schemas.ts';
import { rememberOtpSent } from '../lib/otp-sent-store.ts';
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
import { initialPhoneValues, type PhoneFormValues, phoneFromForm } from '../lib/phone-form.ts';
import { requestCode } from '../lib/sign-in.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { PhoneNumberField } from './phone-number-field.tsx';

/**
 * Sends the code, remembers where it went, and moves on to the code screen. A plain state hook
 * rather than React Query's mutation: /auth then loads no query cache at all, which keeps its
 * first load under budget. Only the latest request's outcome counts.
 */
function useSendCode(requestType: RequestType) {
  const navigate = useNavigate();
  const latest = useRef(0);
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({
    isPending: false,
    error: null,
  });
  function mutate(destination: Destination) {
    const attempt = ++latest.current;
    setState({ isPending: true, error: null });
    requestCode(destination).then(
      (sent) => {
        if (attempt !== latest.current) return;
        setState({ isPending: false, error: null });
        savePendingSignIn(destination, requestType);
        rememberOtpSent(sent);
        const pageState: OtpPageState = { sent };
        navigate('/auth/otp', { state: pageState });
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (attempt === latest.current) setState({ isPending: false, error: failure });
      },
    );
  }
  function reset() {
    latest.current += 1;
    setState({ isPending: false, error: null });
  }
  return { ...state, mutate, reset };
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

const loadChecks = () => import('../lib/code-form-schemas.ts');

/**
 * A form's one message, from checks loaded on demand: checked when sent, then again on every
 * change once sent. The form state is kept by hand, so /auth loads no form library.
 */
function useCheckedForm<T, Out>(runCheck: (checks: Checks, values: T) => Checked<Out>) {
  const [error, setError] = useState<string>();
  const sent = useRef(false);
  const latest = useRef(0);
  async function check(values: T): Promise<Checked<Out> | null> {
    const attempt = ++latest.current;
    const result = runCheck(await loadChecks(), values);
    if (attempt !== latest.current) return null;
    setError(result.ok ? undefined : result.error);
    return result;
  }
  return {
    error,
    recheck(values: T) {
      if (sent.current) void check(values);
    },
    async submit(values: T, field: HTMLElement | null, onValid: (value: Out) => void) {
      sent.current = true;
      const result = await check(values);
      if (result?.ok) onValid(result.value);
      else if (result) field?.focus();
    },
  };
}

type Checks = Awaited<ReturnType<typeof loadChecks>>;

function PhoneCodeForm({ send }: { send: SendMutation }) {
  const [values, setValues] = useState<PhoneFormValues>(() => initialPhoneValues(rememberedPhone()));
  const form = useCheckedForm((checks, v: PhoneFormValues) => checks.checkPhone(v));
  const input = useRef<HTMLInputElement>(null);
  function change(next: PhoneFormValues) {
    setValues(next);
    form.recheck(next);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(values, input.current, (v) =>
      send.mutate({ channel: 'phone', phoneNumber: phoneFromForm(v) }),
    );
  }
  return (
    <form className="stack" onSubmit={submit} onFocus={() => void loadChecks()} noValidate>
      <PhoneNumberField
        country={values.country}
        onCountryChange={(country) => change({ ...values, country })}
        nationalInput={{
          ref: input,
          name: 'national',
          value: values.national,
          onChange: (e) => change({ ...values, national: e.target.value }),
        }}
        error={form.error}
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
  const [email, setEmail] = useState(rememberedEmail);
  const form = useCheckedForm((checks, v: { email: string }) => checks.checkEmail(v));
  const input = useRef<HTMLInputElement>(null);
  const serverError = send.error instanceof ApiError ? send.error.fields.email : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit({ email }, input.current, (v) => send.mutate({ channel: 'email', email: v.email }));
  }
  return (
    <form className="stack" onSubmit={submit} onFocus={() => void loadChecks()} noValidate>
      <TextField
        ref={input}
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="We e-mail you a 6-digit code."
        error={form.error ?? serverError}
        name="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          form.recheck({ email: e.target.value });
        }}
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
