import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import type { OutboxDelivery, OutboxMessage, OutboxMessageSummary, PagedOutbox } from './admin-types';

/**
 * The outbox as the server stores it (notifications module: `items`/`total`, attachments by
 * `filename`, the composer as the kind) or in the panel's paged form; both read the same here.
 */
interface ServerOutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind?: string;
  composer?: string;
  language: string;
  createdAt: string;
  delivery: OutboxDelivery | null;
  attachments?: Array<{ name?: string; filename?: string }>;
  text?: string | null;
  html?: string | null;
}

interface ServerOutboxPage {
  messages?: ServerOutboxMessage[];
  items?: ServerOutboxMessage[];
  totalCount?: number;
  total?: number;
  currentPage?: number;
  page?: number;
  totalPages?: number;
  limit?: number;
}

function toMessage(message: ServerOutboxMessage): OutboxMessage {
  return {
    ...message,
    kind: message.kind ?? message.composer ?? '',
    attachments: (message.attachments ?? []).map((a) => ({ name: a.name ?? a.filename ?? '' })).filter((a) => a.name),
  };
}

export function toOutboxPage(answer: ServerOutboxPage, page: number): PagedOutbox {
  const messages: OutboxMessageSummary[] = (answer.messages ?? answer.items ?? []).map(toMessage);
  const totalCount = answer.totalCount ?? answer.total ?? messages.length;
  const totalPages = answer.totalPages ?? (answer.limit ? Math.ceil(totalCount / answer.limit) : 1);
  return { messages, totalCount, currentPage: answer.currentPage ?? answer.page ?? page, totalPages };
}

export const outboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', { page }],
    queryFn: async ({ signal }) => toOutboxPage(await apiClient.get<ServerOutboxPage>(`/api/admin/outbox?page=${page}`, { signal }), page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOutbox(page: number) {
  return useQuery(outboxQueryOptions(page));
}

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox-message', id],
    queryFn: async ({ signal }) => toMessage(await apiClient.get<ServerOutboxMessage>(`/api/admin/outbox/${encodeURIComponent(id)}`, { signal })),
  });

export function useOutboxMessage(id: string | undefined) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? ''), enabled: id !== undefined });
}

export function outboxAttachmentUrl(messageId: string, name: string): string {
  return `/api/admin/outbox/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(name)}`;
}
