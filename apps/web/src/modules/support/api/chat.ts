import { companies, support } from '@atrium/contracts';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { reloadOnPush } from '../../../lib/liveReload.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';

declare module '../../../lib/realtime.ts' {
  interface RealtimeEvents {
    'support:message': support.SupportMessageEvent;
  }
}

export const chatKeys = {
  all: ['support', 'chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  mine: () => [...chatKeys.all, 'mine'] as const,
  messages: (id: number) => [...chatKeys.all, 'messages', id] as const,
};

const PAGE = 30;

/** The caller's conversations with their unread counts (refreshed by every pushed message). */
export const useConversations = (enabled = true) =>
  useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => call(support.chatEndpoints.conversations, { signal, cache: 'none' }),
    enabled,
  });

/** The customer side's conversation with whoever serves it, opened on first visit. */
export const useMyConversation = () =>
  useQuery({
    queryKey: chatKeys.mine(),
    queryFn: async () => (await call(support.chatEndpoints.open, { body: {}, notify: false })).data,
  });

/** A conversation's messages, newest page first; `fetchNextPage` loads older ones (keyset on the id). */
export const useMessages = (id: number) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      call(support.chatEndpoints.messages, {
        params: { id },
        query: { limit: PAGE, ...(pageParam === null ? {} : { before: pageParam }) },
        signal,
        cache: 'none',
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: id > 0,
  });

type Pages = InfiniteData<support.MessagesPage, number | null>;

/** Adds a message at the top of the newest page unless it is there already (one's own, echoed back). */
function withMessage(data: Pages | undefined, message: support.ChatMessage): Pages | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.data.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [message, ...first.data] }, ...rest] };
}

/** Pushed messages: shown at once in their open conversation, and the unread counts reloaded. */
export function useLiveMessages(onMessage?: (event: support.SupportMessageEvent) => void) {
  const queryClient = useQueryClient();
  useRealtimeEvent(support.SUPPORT_MESSAGE_EVENT, (event) => {
    queryClient.setQueryData<Pages>(chatKeys.messages(event.conversationId), (data) =>
      withMessage(data, event.message),
    );
    reloadOnPush(queryClient, chatKeys.conversations());
    reloadOnPush(queryClient, chatKeys.mine());
    onMessage?.(event);
  });
}

/** The customers the caller manages, to start a conversation with (the first 100 by name). */
export const useManagedCustomers = () =>
  useQuery({
    queryKey: [...chatKeys.all, 'customers'],
    queryFn: async ({ signal }) =>
      (
        await call(companies.listCustomers, {
          query: { limit: '100', sortBy: 'name' } as never,
          signal,
        })
      ).data.filter((c) => c.relation === 'managed' || c.relation === 'all'),
  });

/** Finds or opens the conversation with a customer the caller serves. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (customerId: number) =>
      (await call(support.chatEndpoints.open, { body: { customerId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}

export interface NewMessage {
  body: string;
  file: File | null;
}

export function usePostMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: NewMessage) => {
      const reply = file
        ? await call(support.chatEndpoints.post, { params: { id }, body: formOf(body, file), notify: false })
        : await call(support.chatEndpoints.post, { params: { id }, body: { body }, notify: false });
      return reply.data;
    },
    onSuccess: (message) =>
      queryClient.setQueryData<Pages>(chatKeys.messages(id), (data) => withMessage(data, message)),
  });
}

function formOf(body: string, file: File) {
  const form = new FormData();
  form.set('body', body);
  form.set(support.MESSAGE_FILE_FIELD, file);
  return form as never;
}

export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(support.chatEndpoints.read, { params: { id }, notify: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.mine() });
    },
  });
}
