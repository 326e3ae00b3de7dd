import { smsWebhooksPaths } from '@mingle/shared/endpoints/sms-webhooks.paths';
import type { DevInboundSms } from '@mingle/shared/schemas/text-blasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** POST dev/inbound-sms: a text as if the phone had replied (STOP, START, HELP…). */
export function useReplyAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DevInboundSms) => (await call(smsWebhooksPaths.devInbound, { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dev-outbox'] }),
  });
}
