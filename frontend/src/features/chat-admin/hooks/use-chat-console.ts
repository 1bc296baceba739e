import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { ApiError, newIdempotencyKey } from '../../../lib/api/api-client';
import { adminSessionQueryKey, useAdminSession } from '../../admin/api/admin-session';
import { keepStaffDraft, readStaffDraft } from '../../admin/api/staff-drafts';
import { createChatConsoleApi } from '../api/chat-console-api';
import { chatConsoleMachine, type ChatConsoleContext, type ChatConsoleEvent } from '../machines/chat-console.machine';
import { useStaffChatSocket } from './use-staff-chat-socket';

/** The staff draft the console's replies are kept under (see staff-drafts.ts). */
const CHAT_REPLIES_DRAFT = ['chat-replies'];

const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;

function sessionExpired(context: ChatConsoleContext): boolean {
  return [context.listError, context.conversationError, context.failedReply?.error].some(isUnauthorised);
}

/** The console machine wired to the staff API and socket; `readOnly` for auditors. */
export function useChatConsole({ readOnly }: { readOnly: boolean }) {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  // The replies typed, kept for the member outside the console (staff-drafts.ts) so that they outlive
  // it when the session ends under it: after signing in again each chat opens with its reply as
  // typed. Log out forgets them. The machine holds the live copy, so no React state of its own here.
  const [input] = useState(() => ({
    api: createChatConsoleApi(() => sessionRef.current),
    readOnly,
    newIdempotencyKey,
    visible: document.visibilityState !== 'hidden',
    drafts: readStaffDraft<Record<string, string>>(queryClient, session?.staff.id ?? '', CHAT_REPLIES_DRAFT) ?? {},
  }));
  const actorRef = useActorRef(chatConsoleMachine, { input });
  const send = useCallback((event: ChatConsoleEvent) => actorRef.send(event), [actorRef]);

  // A console in a background tab does not read what arrives (see `visible` in the machine).
  useEffect(() => {
    const onChange = () => send({ type: 'VISIBILITY', visible: document.visibilityState !== 'hidden' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [send]);

  // A refused socket usually means the staff session ended: ask the server, which shows the sign-in form if so.
  const onRefused = useCallback(() => void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey }), [queryClient]);
  const reconnect = useStaffChatSocket(send, onRefused);

  useEffect(() => {
    let drafts = actorRef.getSnapshot().context.drafts;
    const subscription = actorRef.subscribe((snapshot) => {
      const staffId = sessionRef.current?.staff.id;
      if (snapshot.context.drafts !== drafts && staffId) {
        drafts = snapshot.context.drafts;
        keepStaffDraft(queryClient, staffId, CHAT_REPLIES_DRAFT, drafts);
      }
      if (sessionExpired(snapshot.context)) queryClient.setQueryData(adminSessionQueryKey, null);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, queryClient]);

  return { actorRef, reconnect };
}

export type ChatConsoleActorRef = ReturnType<typeof useChatConsole>['actorRef'];
