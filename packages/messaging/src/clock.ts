/** Where the platform reads the time: the system's, or a test's that moves only when told. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
