import {
  ADMIN_MESSAGES,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  STAFF_CSRF_HEADER,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type ChatMessageView,
  type ChatSessionView,
} from '@evisa/contracts';
import { jsonResponse, mockFetch } from '../../../test/render-app';
import type {
  AdminSession,
  AdminHistory,
  InsuranceApplicationRow,
  PagedOutbox,
  StaffAccount,
  StaffRole,
  VisaApplicationRow,
} from '../api/admin-types';

export const CSRF = 'csrf-token-123';

export function sessionFor(role: StaffRole): AdminSession {
  return { staff: { id: `staff-${role}`, email: `${role}@example.com`, name: `Test ${role}`, role }, csrfToken: CSRF };
}

export function visaRow(overrides: Partial<VisaApplicationRow> = {}): VisaApplicationRow {
  return {
    id: 'ABC1234567890XYZ',
    applicationNumber: 'ABC1234567890XYZ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    passportNumber: 'P1234567',
    dateOfBirth: '1985-12-10',
    placeOfBirth: 'London',
    countryOfOrigin: 'Australia',
    countryCode: 'AUS',
    documentType: 'ordinary',
    arrivalDate: '2026-12-24',
    processingType: 'standard',
    supportingDocument: null,
    totalAmount: '25',
    status: 'pending',
    paymentStatus: 'completed',
    refundedAmount: null,
    disputeStatus: null,
    disputeEvidenceDueBy: null,
    visaType: null,
    createdAt: '2026-11-20T10:15:00.000Z',
    decidedAt: null,
    decidedBy: null,
    hasDocument: false,
    personalDataErased: false,
    ...overrides,
  };
}

export function insuranceRow(overrides: Partial<InsuranceApplicationRow> = {}): InsuranceApplicationRow {
  return {
    id: 'INS1234567890XYZ',
    applicationNumber: 'INS1234567890XYZ',
    firstName: 'Mia',
    lastName: 'Young',
    email: 'mia@example.com',
    phone: '+49 30 000000',
    passportNumber: 'C01X00T47',
    dateOfBirth: '1990-01-01',
    nationality: 'DEU',
    countryOfOrigin: 'Germany',
    destination: 'Turkey',
    productId: 2,
    productName: '14 Days Travel Insurance',
    travelDate: '2026-12-01',
    returnDate: '2026-12-14',
    tripDurationDays: 14,
    totalAmount: '139',
    status: 'pending',
    paymentStatus: 'completed',
    refundedAmount: null,
    disputeStatus: null,
    disputeEvidenceDueBy: null,
    createdAt: '2026-11-20T10:15:00.000Z',
    decidedAt: null,
    decidedBy: null,
    hasDocument: false,
    minor: false,
    parentIdPhotos: [],
    personalDataErased: false,
    ...overrides,
  };
}

export interface FakeAdminApi {
  session: AdminSession | null;
  visa: VisaApplicationRow[];
  insurance: InsuranceApplicationRow[];
  history: AdminHistory;
  outbox: PagedOutbox;
  staff: StaffAccount[];
  /** The live chat's conversations (`/api/admin/chat/*`, `/api/chat/reply`), and their messages by session id. */
  chatSessions: ChatSessionView[];
  chatMessages: Record<string, ChatMessageView[]>;
  /** Answers a route with a status and body instead of the fake's own logic, e.g. `'PATCH /api/admin/applications/app-1/status'`. */
  overrides: Map<string, { status: number; body: unknown } | (() => Promise<Response>)>;
  /**
   * Routes (`'PATCH /api/admin/applications/app-1/status'`) whose next answer is lost on the way back:
   * the fake acts on the call as the server would, then fetch fails as on a network drop.
   */
  lostAnswers: Set<string>;
  password: string;
  /** New passwords set by an admin, by staff id (`POST /api/admin/staff/:id/password`). */
  passwordResets: Record<string, string>;
}

/** A small in-memory `/api/admin/*` that follows the API contract; every call is recorded. */
export function fakeAdminApi(initial: Partial<FakeAdminApi> = {}) {
  const api: FakeAdminApi = {
    session: null,
    visa: [visaRow()],
    insurance: [],
    history: { applicationNumber: 'ABC1234567890XYZ', events: [] },
    outbox: { messages: [], totalCount: 0, currentPage: 1, totalPages: 0 },
    staff: [],
    chatSessions: [],
    chatMessages: {},
    overrides: new Map(),
    lostAnswers: new Set(),
    password: 'correct horse',
    passwordResets: {},
    ...initial,
  };

  // One page of 50, as the server pages.
  const paged = <T>(rows: T[], page: number) => ({
    applications: rows.slice((page - 1) * 50, page * 50),
    totalCount: rows.length,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(rows.length / 50)),
  });

  // What each decided row was decided with, as the server's stream remembers it (a repeat must bring the same).
  const decisions = new Map<string, { status: string; pdfAttachment: unknown; reason: string | undefined }>();

  const network = mockFetch(async (url, init) => {
    const answer = await respond(url, init);
    if (api.lostAnswers.delete(`${init?.method ?? 'GET'} ${url.split('?')[0]!}`)) throw new TypeError('Failed to fetch');
    return answer;
  });

  async function respond(url: string, init: RequestInit | undefined): Promise<Response> {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0]!;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const override = api.overrides.get(`${method} ${path}`);
    if (typeof override === 'function') return override();
    if (override) return jsonResponse(override.body, override.status);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};

    // As the server: "who is signed in?" is answered, never refused (nobody: { staff: null }).
    if (path === '/api/admin/auth/me') return jsonResponse(api.session ?? { staff: null });
    if (path === '/api/admin/auth/login' && method === 'POST') {
      if (body.password !== api.password) return jsonResponse({ statusCode: 401, message: 'Yanlış şifre!' }, 401);
      // Signed in as the role the address names (agent@example.com, auditor@...), else as the admin.
      const role = STAFF_ROLES.find((r) => body.email === `${r}@example.com`) ?? 'admin';
      api.session = sessionFor(role);
      return jsonResponse(api.session);
    }
    if (path === '/api/admin/auth/logout') {
      api.session = null;
      return jsonResponse(undefined, 204);
    }
    if (!api.session) return jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
    if (path === '/api/admin/stats') {
      return jsonResponse({ totalApplications: api.visa.length, totalInsuranceApplications: api.insurance.length, totalRevenue: 1234.5, pendingApplications: 1 });
    }
    if (path === '/api/admin/applications') return jsonResponse(paged(api.visa, Number(query.get('page') ?? 1)));
    if (path === '/api/admin/insurance-applications') return jsonResponse(paged(api.insurance, Number(query.get('page') ?? 1)));
    const decide = /^\/api\/admin\/(applications|insurance-applications)\/([^/]+)\/status$/.exec(path);
    if (decide && method === 'PATCH') {
      const rows: Array<{ id: string; status: string }> = decide[1] === 'applications' ? api.visa : api.insurance;
      const row = rows.find((r) => r.id === decide[2]);
      if (!row) return jsonResponse({ statusCode: 404, message: 'Not found' }, 404);
      return decideRow(row, body);
    }
    const erase = /^\/api\/admin\/(applications|insurance-applications)\/([^/]+)\/erase-personal-data$/.exec(path);
    if (erase && method === 'POST') {
      if (api.session.staff.role !== 'admin') return jsonResponse({ statusCode: 403, message: ADMIN_MESSAGES.roleForbidden }, 403);
      const rows: Array<VisaApplicationRow | InsuranceApplicationRow> = erase[1] === 'applications' ? api.visa : api.insurance;
      const index = rows.findIndex((r) => r.id === decodeURIComponent(erase[2]!));
      if (index < 0) return jsonResponse({ statusCode: 404, message: ADMIN_MESSAGES.applicationNotFound }, 404);
      // As the server: data already erased (a press again after a lost answer) is answered as done.
      if (rows[index]!.personalDataErased) return jsonResponse({ application: rows[index] });
      const personal = { firstName: null, lastName: null, email: null, phone: null, passportNumber: null, dateOfBirth: null, hasDocument: false, personalDataErased: true };
      const erased = 'placeOfBirth' in rows[index]! ? { ...rows[index]!, ...personal, placeOfBirth: null } : { ...rows[index]!, ...personal, parentIdPhotos: [] };
      rows[index] = erased;
      return jsonResponse({ application: erased });
    }
    if (/^\/api\/admin\/applications\/[^/]+\/history$/.test(path)) return jsonResponse(api.history);
    const asOf = /^\/api\/admin\/applications\/[^/]+\/state-as-of\/(\d+)$/.exec(path);
    if (asOf) {
      const upTo = api.history.events.filter((e) => Number(e.position) <= Number(asOf[1]));
      const paid = upTo.some((e) => e.type === 'PaymentCompleted');
      const decided = upTo.find((e) => e.type === 'VisaApplicationApproved');
      return jsonResponse({ status: decided ? 'approved' : 'pending', paymentStatus: paid ? 'completed' : 'pending' });
    }
    if (path === '/api/admin/outbox') return jsonResponse(api.outbox);
    if (path === '/api/admin/staff' && method === 'GET') return jsonResponse({ staff: api.staff });
    if (path === '/api/admin/staff' && method === 'POST') {
      const account = { id: `staff-${api.staff.length + 1}`, email: String(body.email), name: String(body.name), role: body.role as StaffRole, disabled: false, createdAt: '2026-11-21T09:00:00.000Z' };
      api.staff.push(account);
      return jsonResponse(account, 201);
    }
    const passwords = fakePasswords(api, method, path, body, init);
    if (passwords) return passwords;
    const chat = fakeChat(api, method, path, body, init);
    if (chat) return chat;
    return jsonResponse({ statusCode: 404, message: `No fake for ${method} ${path}` }, 404);
  }

  /** A decision as the server takes it: once; the same one again answers the row, any other is a 409 saying what the row holds. */
  function decideRow(row: { id: string; status: string }, body: Record<string, unknown>): Response {
    const status = String(body.status);
    const reason = typeof body.reason === 'string' ? body.reason.trim() || undefined : undefined;
    const conflict = (message: string) => jsonResponse({ statusCode: 409, message }, 409);
    if (status === 'approved' && reason) return jsonResponse({ statusCode: 400, message: ADMIN_MESSAGES.reasonOnlyForRejection, errors: { reason: [ADMIN_MESSAGES.reasonOnlyForRejection] } }, 400);
    if (row.status !== 'pending') {
      const earlier = decisions.get(row.id);
      if (row.status !== status || !earlier) return conflict(ADMIN_MESSAGES.alreadyDecided(row.status));
      if (status === 'approved' && earlier.pdfAttachment !== body.pdfAttachment) return conflict(ADMIN_MESSAGES.approvedWithOtherDocument);
      if (status === 'rejected' && earlier.reason !== reason) return conflict(ADMIN_MESSAGES.rejectedWithOtherReason);
      return jsonResponse({ application: row });
    }
    row.status = status;
    decisions.set(row.id, { status, pdfAttachment: body.pdfAttachment, reason });
    return jsonResponse({ application: row });
  }

  const callsTo = (method: string, prefix: string) =>
    network.calls.filter((call) => (call.init?.method ?? 'GET') === method && call.url.startsWith(prefix));

  return { api, network, callsTo };
}

/** The staff side of the chat as docs/chat.md describes it: role checks, CSRF, validation, 404s. */
function fakeChat(api: FakeAdminApi, method: string, path: string, body: Record<string, unknown>, init?: RequestInit): Response | null {
  const staff = api.session!.staff;
  const csrf = (init?.headers as Record<string, string> | undefined)?.[STAFF_CSRF_HEADER];
  const writeRefusal = () => {
    if (csrf !== api.session!.csrfToken) return jsonResponse({ statusCode: 403, message: ADMIN_MESSAGES.csrfInvalid }, 403);
    if (staff.role === 'auditor') return jsonResponse({ statusCode: 403, message: ADMIN_MESSAGES.roleForbidden }, 403);
    return null;
  };
  const notFound = () => jsonResponse({ statusCode: 404, message: CHAT_MESSAGES.sessionNotFound }, 404);
  const find = (sessionId: string) => api.chatSessions.find((s) => s.sessionId === sessionId);

  if (path === '/api/admin/chat/sessions' && method === 'GET') {
    const sessions = [...api.chatSessions].sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));
    return jsonResponse({ sessions });
  }
  const messages = /^\/api\/admin\/chat\/sessions\/([^/]+)\/messages$/.exec(path);
  if (messages && method === 'GET') {
    const sessionId = decodeURIComponent(messages[1]!);
    return find(sessionId) ? jsonResponse({ sessionId, messages: api.chatMessages[sessionId] ?? [] }) : notFound();
  }
  const read = /^\/api\/admin\/chat\/sessions\/([^/]+)\/read$/.exec(path);
  if (read && method === 'POST') {
    const refused = writeRefusal();
    if (refused) return refused;
    const session = find(decodeURIComponent(read[1]!));
    if (!session) return notFound();
    session.unreadCount = 0;
    for (const message of api.chatMessages[session.sessionId] ?? []) message.isRead = true;
    return jsonResponse({ session });
  }
  if (path === '/api/chat/reply' && method === 'POST') {
    const refused = writeRefusal();
    if (refused) return refused;
    const text = typeof body.message === 'string' ? body.message.trim() : '';
    if (!text) return jsonResponse({ statusCode: 400, message: [CHAT_MESSAGES.blankMessage] }, 400);
    if (text.length > CHAT_LIMITS.messageMax) return jsonResponse({ statusCode: 400, message: [CHAT_MESSAGES.messageTooLong] }, 400);
    const session = find(String(body.sessionId));
    if (!session) return notFound();
    const list = (api.chatMessages[session.sessionId] ??= []);
    const message: ChatMessageView = {
      id: `reply-${list.length + 1}`,
      sessionId: session.sessionId,
      text,
      sender: 'agent',
      timestamp: new Date().toISOString(),
      isRead: true,
    };
    list.push(message);
    Object.assign(session, {
      lastMessageAt: message.timestamp,
      lastMessagePreview: text.slice(0, CHAT_LIMITS.previewLength),
      lastMessageSender: 'agent',
      messageCount: session.messageCount + 1,
    });
    return jsonResponse({ message }, 201);
  }
  return null;
}

/** The password routes as the server answers them: CSRF, roles, validation, the Turkish refusals, 204 on success. */
function fakePasswords(api: FakeAdminApi, method: string, path: string, body: Record<string, unknown>, init?: RequestInit): Response | null {
  const reset = /^\/api\/admin\/staff\/([^/]+)\/password$/.exec(path);
  if (method !== 'POST' || (path !== '/api/admin/auth/password' && !reset)) return null;
  const csrf = (init?.headers as Record<string, string> | undefined)?.[STAFF_CSRF_HEADER];
  if (csrf !== api.session!.csrfToken) return jsonResponse({ statusCode: 403, message: ADMIN_MESSAGES.csrfInvalid }, 403);
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  const tooShort = jsonResponse({ statusCode: 400, message: `String must contain at least ${STAFF_PASSWORD_MIN_LENGTH} character(s)` }, 400);
  if (reset) {
    if (api.session!.staff.role !== 'admin') return jsonResponse({ statusCode: 403, message: ADMIN_MESSAGES.roleForbidden }, 403);
    if (newPassword.length < STAFF_PASSWORD_MIN_LENGTH) return tooShort;
    const id = decodeURIComponent(reset[1]!);
    if (id === api.session!.staff.id) return jsonResponse({ statusCode: 409, message: ADMIN_MESSAGES.resetOwnPassword }, 409);
    if (!api.staff.some((s) => s.id === id)) return jsonResponse({ statusCode: 404, message: 'Staff account not found' }, 404);
    api.passwordResets[id] = newPassword;
    return jsonResponse(undefined, 204);
  }
  if (newPassword.length < STAFF_PASSWORD_MIN_LENGTH) return tooShort;
  if (body.currentPassword !== api.password) {
    const wrong = ADMIN_MESSAGES.currentPasswordWrong;
    return jsonResponse({ statusCode: 400, message: wrong, errors: { currentPassword: [wrong] } }, 400);
  }
  if (newPassword === api.password) return jsonResponse({ statusCode: 400, message: ADMIN_MESSAGES.samePassword, errors: { newPassword: [ADMIN_MESSAGES.samePassword] } }, 400);
  api.password = newPassword;
  return jsonResponse(undefined, 204);
}
