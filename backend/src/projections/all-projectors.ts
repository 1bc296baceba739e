import { adminApplicationsProjector } from './admin-applications/admin-applications.projection.js';
import { adminStatsProjector } from './admin-stats/admin-stats.projection.js';
import { chatMessagesProjector } from './chat-messages/chat-messages.projection.js';
import { chatSessionsProjector } from './chat-sessions/chat-sessions.projection.js';
import { applicationStatusProjector } from './application-status/application-status.projection.js';
import { outboxProjector } from './outbox/outbox.projection.js';
import { staffAccountsProjector } from './staff-accounts/staff-accounts.projection.js';
import type { Projector } from './projector.js';

/** Every read model; the runner keeps each caught up and `projections:rebuild` replays them all. */
export const ALL_PROJECTORS: readonly Projector[] = [applicationStatusProjector, staffAccountsProjector, adminApplicationsProjector, adminStatsProjector, outboxProjector, chatMessagesProjector, chatSessionsProjector];
