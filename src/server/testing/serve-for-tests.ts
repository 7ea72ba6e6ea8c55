import { loadConfig } from '../platform/config';
import { serve } from '../serve';

/**
 * The process the signal and socket tests start (testing/real-server.ts): main.ts without its
 * first step. Drawing the catalogue images is tested on its own; the images these tests read
 * were drawn by the global set-up.
 */
serve(loadConfig()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
