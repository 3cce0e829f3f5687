export interface ConfigurationState {
  provider: string;
  isActive: boolean;
}

/**
 * The provider a business's messages go through: its newest active configuration's, the one the
 * server sends, submits templates and simulates customers through; null when none is active.
 * The configurations come newest first, as the server lists them.
 */
export function sendingProvider(configurations: readonly ConfigurationState[]): string | null {
  return configurations.find((configuration) => configuration.isActive)?.provider ?? null;
}
