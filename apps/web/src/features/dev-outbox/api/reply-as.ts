import type { DevInboundSms, InboundSmsResult } from '@mingle/shared/schemas/text-blasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST dev/inbound-sms: a text as if the phone had replied (STOP, START, HELP…). */
export function useReplyAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DevInboundSms) =>
      (await api<Envelope<InboundSmsResult>>('dev/inbound-sms', { method: 'POST', body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dev-outbox'] }),
  });
}
