/**
 * Runs a script's work; a setting the app cannot start with (app/config.server.ts's ConfigError)
 * ends it with that one line and exit 1, not a stack trace. The work imports the app itself, so the
 * error is caught where the config module is first loaded.
 */
export async function reportingConfigErrors(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // The config module itself failed to load, so its class cannot be imported: it is known by name.
    if (!(error instanceof Error && error.name === "ConfigError")) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
