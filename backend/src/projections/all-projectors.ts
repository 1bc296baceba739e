import { applicationStatusProjector } from './application-status/application-status.projection.js';
import type { Projector } from './projector.js';

/** Every read model; the runner keeps each caught up and `projections:rebuild` replays them all. */
export const ALL_PROJECTORS: readonly Projector[] = [applicationStatusProjector];
