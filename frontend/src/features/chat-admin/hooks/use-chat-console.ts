import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { ApiError, newIdempotencyKey } from '../../../lib/api/api-client';
import { adminSessionQueryKey, useAdminSession } from '../../admin/api/admin-session';
import { useStaffDraft } from '../../admin/hooks/use-staff-draft';
import { createChatConsoleApi } from '../api/chat-console-api';
import { chatConsoleMachine, type ChatConsoleContext, type ChatConsoleEvent } from '../machines/chat-console.machine';
import { useStaffChatSocket } from './use-staff-chat-socket';

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

  // The replies typed, kept for the member when the session ends under the console (useStaffDraft):
  // after signing in again each chat opens with its reply as typed. Log out forgets them.
  const [keptDrafts, keepDrafts] = useStaffDraft<Record<string, string>>(['chat-replies'], {});
  const [input] = useState(() => ({
    api: createChatConsoleApi(() => sessionRef.current),
    readOnly,
    newIdempotencyKey,
    visible: document.visibilityState !== 'hidden',
    drafts: keptDrafts,
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

  const keepDraftsRef = useRef(keepDrafts);
  useEffect(() => {
    keepDraftsRef.current = keepDrafts;
  }, [keepDrafts]);
  useEffect(() => {
    let drafts = actorRef.getSnapshot().context.drafts;
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.context.drafts !== drafts) {
        drafts = snapshot.context.drafts;
        keepDraftsRef.current(drafts);
      }
      if (sessionExpired(snapshot.context)) queryClient.setQueryData(adminSessionQueryKey, null);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, queryClient]);

  return { actorRef, reconnect };
}

export type ChatConsoleActorRef = ReturnType<typeof useChatConsole>['actorRef'];
